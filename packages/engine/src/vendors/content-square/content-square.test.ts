import { describe, expect, it } from 'vitest';
import { describeVendorFixtures } from '../testing/fixtures.js';
import { decodeCustomVars } from './custom-vars.js';

describeVendorFixtures(import.meta.dirname);

describe('decodeCustomVars', () => {
  it('names each variable rather than its slot', () => {
    expect(
      decodeCustomVars({
        name: 'cvarp',
        value: '{"1":["Template","ServiceLocator"],"6":["Locale","us-en"]}',
      }),
    ).toEqual([
      { name: 'cvarp.Template', value: 'ServiceLocator' },
      { name: 'cvarp.Locale', value: 'us-en' },
    ]);
  });

  it('keeps numbers as JSON text and flattens an unexpected shape', () => {
    expect(decodeCustomVars({ name: 'cvars', value: '{"2":["visits",3],"3":{"odd":true}}' })).toEqual([
      { name: 'cvars.visits', value: '3' },
      { name: 'cvars.3.odd', value: 'true' },
    ]);
  });

  it('gives nothing for text that is not JSON', () => {
    expect(decodeCustomVars({ name: 'cvarp', value: '{"1":["Template"' })).toEqual([]);
  });
});
