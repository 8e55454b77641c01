import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';
import { expandJsonParam, flattenBracketed } from './bracket-json.js';
import { pinterest } from './pinterest.js';

describeVendorFixtures(import.meta.dirname);

describe('flattenBracketed', () => {
  it('writes nested JSON with bracketed names, scalars as JSON text', () => {
    expect(flattenBracketed({ value: 10, line_items: [{ product_id: 'A' }], empty: {} }, 'ed')).toEqual([
      { name: 'ed[value]', value: '10' },
      { name: 'ed[line_items][0][product_id]', value: 'A' },
      { name: 'ed[empty]', value: '{}' },
    ]);
  });

  it('handles deep nesting without recursion', () => {
    let deep: unknown = 'leaf';
    for (let depth = 0; depth < 20_000; depth++) deep = [deep];
    expect(flattenBracketed(deep, 'ed')).toHaveLength(1);
  });
});

describe('expandJsonParam', () => {
  it('ignores an empty value', () => {
    expect(expandJsonParam({ name: 'pd', value: ' ' })).toEqual({ params: [], findings: [] });
  });
});

describe('labels of line items', () => {
  it('numbers line items from 1', () => {
    expect(pinterest.describe('ed[line_items][1][product_price]')).toEqual({
      label: 'Line item 2: product_price',
      group: 'e_commerce',
    });
    expect(pinterest.describe('ed[custom_flag]')).toEqual({
      label: 'Event data: custom_flag',
      group: 'custom_event_parameters',
    });
  });
});

describe('drift alarm on ct.pinterest.com', () => {
  const findingsOf = (url: string) =>
    decode({ url }).flatMap((event) => event.findings.map((finding) => finding.code));

  it('leaves the tag frame ct.html alone, flags an unknown endpoint', () => {
    expect(findingsOf('https://ct.pinterest.com/ct.html')).not.toContain('UNKNOWN_VENDOR_ENDPOINT');
    expect(findingsOf('https://ct.pinterest.com/v4/?event=pagevisit&tid=2612345678901')).toEqual([
      'UNKNOWN_VENDOR_ENDPOINT',
    ]);
  });
});
