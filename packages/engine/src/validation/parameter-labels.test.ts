import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';
import { resolveParameters } from './parameter-labels.js';

const GA4 = 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&en=add_to_cart&cu=EUR';

describe('parameter labels sent once per answer (version 2)', () => {
  it('gives each parameter its name and value, and each label once per vendor and name', () => {
    const response = validate({ requests: [{ url: GA4 }, { url: `${GA4}&__proto__=x` }] });
    const data = response.data!;
    expect(data.version).toBe(2);
    for (const request of data.validatedRequests)
      for (const parameter of request.requestMetadata.parameters)
        expect(Object.keys(parameter)).toEqual(['name', 'value']);
    expect(data.parameterLabels['GOOGLEANALYTICS4']?.['cu']).toEqual({
      label: 'Currency',
      group: 'e_commerce',
    });
    expect(Object.hasOwn(data.parameterLabels['GOOGLEANALYTICS4'] ?? {}, '__proto__')).toBe(true);
    expect(JSON.stringify(data).match(/"Currency"/g)).toHaveLength(1);
  });

  it('resolves a request of either version to labelled parameters', () => {
    const data = validate({ requests: [{ url: GA4 }] }).data!;
    const request = data.validatedRequests[0]!;
    const resolved = resolveParameters(data.parameterLabels, request);
    expect(resolved.find((parameter) => parameter.name === 'cu')).toEqual({
      name: 'cu',
      label: 'Currency',
      group: 'e_commerce',
      value: 'EUR',
    });
    const version1 = {
      requestMetadata: {
        requestCategory: 'GOOGLEANALYTICS4',
        parameters: [{ name: 'cu', label: 'Currency', group: 'e_commerce', value: 'USD' }],
      },
    };
    expect(resolveParameters(undefined, version1)).toEqual([
      { name: 'cu', label: 'Currency', group: 'e_commerce', value: 'USD' },
    ]);
    const unknown = {
      requestMetadata: { requestCategory: 'GOOGLEANALYTICS4', parameters: [{ name: 'zz', value: '1' }] },
    };
    expect(resolveParameters(data.parameterLabels, unknown)).toEqual([
      { name: 'zz', label: 'zz', group: 'other', value: '1' },
    ]);
  });
});
