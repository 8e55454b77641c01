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

  it('gives a parameter whose label depends on its value its own label when it differs', () => {
    // Two real hits of one session: consent not set by default, then denied by default and granted.
    const first = `${GA4}&gcd=13l3l3l3l1l1`;
    const second = `${GA4}&gcs=G111&gcd=13r3r3r2r5l1&dma=1`;
    const data = validate({ requests: [{ url: first }, { url: second }, { url: first }] }).data!;
    const labelOf = (index: number) =>
      resolveParameters(data.parameterLabels, data.validatedRequests[index]!).find(
        (parameter) => parameter.name === 'gcd.ad_storage',
      );
    expect(labelOf(0)).toMatchObject({ label: 'ad_storage: no default, no update', value: 'not set' });
    expect(labelOf(1)).toMatchObject({
      label: 'ad_storage: denied by default, granted by update',
      value: 'granted',
    });
    expect(labelOf(2)).toEqual(labelOf(0));
    // Only the parameter whose label differs from the answer's dictionary carries one.
    const inline = data.validatedRequests.flatMap((request) =>
      request.requestMetadata.parameters.filter((parameter) => 'label' in parameter),
    );
    expect(inline.map((parameter) => parameter.name)).toEqual([
      'gcd.ad_storage',
      'gcd.analytics_storage',
      'gcd.ad_user_data',
      'gcd.ad_personalization',
    ]);
    expect(data.parameterLabels['GOOGLEANALYTICS4']?.['gcd.ad_storage']?.label).toBe(
      'ad_storage: no default, no update',
    );
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
