import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairCustomFields, readCustomField, type CustomField } from './item-custom-params.js';
import { decodeItemString } from './items.js';

/**
 * The item of a real gtag.js view_item hit (masterofmalt.com, in sitespeedio/chrome-har's
 * test/perflogs/early-hints.json), as decoded from its query: four custom values start with digits.
 */
const MASTER_OF_MALT_ITEM =
  "id10418~lp0~pr0~brAbleforth's~caRum~nmRumbullion!~vaIn Stock~k0metric1~v039.95~k1dimension6~v1Rum/Spiced~k2style~v2Spiced~k3rating~v34.5~k4abv~v442.6~k5volume~v570";

const codesOf = (decoded: ReturnType<typeof decodeItemString>) =>
  decoded.findings.map((finding) => finding.code);

/** The custom item parameters of a decoded item string, by name (the `pr1.` prefix cut off). */
function customOf(decoded: ReturnType<typeof decodeItemString>, standard: readonly string[] = ['id']) {
  return decoded.params
    .filter((param) => !standard.includes(param.name.slice(4)))
    .map((param) => [param.name.slice(4), param.value]);
}

/** The custom fields of an item string, in the order sent. */
function customFieldsOf(item: string): CustomField[] {
  return item.split('~').flatMap((segment) => readCustomField(segment) ?? []);
}

describe('decodeItemString', () => {
  it('says once that a custom key lost its index, not an unknown code and a cut-off item', () => {
    // As a real Shopify purchase sent through server-side GTM (prabapro's GA4 payload parser): the first
    // custom key `kvariant_name` has no index, so its value `v0…` has no key.
    const item =
      'id800317066454~vaLithograph~nmExample%20T-Shirt~kvariant_name~v0Lithograph%20-%20Height%3A%209%20x%20Width%3A%2012%20inches~k1item_url~v1https%3A%2F%2Fshop.example%2Fproducts%2Ftee~pr7600~qt1';
    const decoded = decodeItemString('pr1', item);
    expect(codesOf(decoded)).toEqual(['ITEM_STRING_TRUNCATED']);
    expect(decoded.findings[0]?.message).toContain(
      'sends the custom parameter key "kvariant_name" without its index (k0variant_name for the first)',
    );
    expect(customOf(decoded, ['id', 'va', 'nm', 'pr', 'qt'])).toEqual([
      ['item_url', 'https%3A%2F%2Fshop.example%2Fproducts%2Ftee'],
    ]);
  });

  it('reads the custom item parameters of a real item, values starting with digits included', () => {
    const decoded = decodeItemString('pr1', MASTER_OF_MALT_ITEM);
    expect(codesOf(decoded)).toEqual([]);
    expect(decoded.params).toEqual([
      { name: 'pr1.id', value: '10418' },
      { name: 'pr1.lp', value: '0' },
      { name: 'pr1.pr', value: '0' },
      { name: 'pr1.br', value: "Ableforth's" },
      { name: 'pr1.ca', value: 'Rum' },
      { name: 'pr1.nm', value: 'Rumbullion!' },
      { name: 'pr1.va', value: 'In Stock' },
      { name: 'pr1.metric1', value: '39.95' },
      { name: 'pr1.dimension6', value: 'Rum/Spiced' },
      { name: 'pr1.style', value: 'Spiced' },
      { name: 'pr1.rating', value: '4.5' },
      { name: 'pr1.abv', value: '42.6' },
      { name: 'pr1.volume', value: '70' },
    ]);
  });

  it.each([
    ['idA~k0metric1~v039.95', [['metric1', '39.95']]],
    ['idA~k0n~v00', [['n', '0']]],
    ['idA~k0n~v0', [['n', '']]],
    ['idA~k2s~v222', [['s', '22']]],
    [
      'idA~k9a~v9x~k10b~v105~k11c~v1100',
      [
        ['a', 'x'],
        ['b', '5'],
        ['c', '00'],
      ],
    ],
    // gtag.js sends each value right after its key: here 05 is the value of index 1, not 5 of index 10.
    [
      'idA~k1a~v105~k10b~v10x',
      [
        ['a', '05'],
        ['b', 'x'],
      ],
    ],
    [
      'idA~k1a~k10b~v1x~v10y',
      [
        ['a', 'x'],
        ['b', 'y'],
      ],
    ],
    [
      'idA~k100n~v1007~k101m~v10112.5',
      [
        ['n', '7'],
        ['m', '12.5'],
      ],
    ],
    ['idA~k0color~nmMug~v0red', [['color', 'red']]],
    // As before: a repeated key renames its index, a repeated value replaces the first.
    ['idA~k0a~v0x~k0b', [['b', 'x']]],
    ['idA~k0color~v0red~v0blue', [['color', 'blue']]],
  ])('pairs %s by index', (item, custom) => {
    const decoded = decodeItemString('pr1', item);
    expect(codesOf(decoded)).toEqual([]);
    expect(customOf(decoded, ['id', 'nm'])).toEqual(custom);
  });

  it('pairs any number of custom parameters, whatever digits their values start with', () => {
    // Not `id`: customOf tells the item's own id from the custom parameters by that name.
    const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/).filter((text) => text !== 'id');
    const value = fc.stringMatching(/^[0-9a-z. ]{0,6}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 120 }), (params) => {
        const item = ['idA', ...params.flatMap(([key, text], i) => [`k${i}${key}`, `v${i}${text}`])].join(
          '~',
        );
        const decoded = decodeItemString('pr1', item);
        expect(codesOf(decoded)).toEqual([]);
        expect(customOf(decoded)).toEqual(params);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['the value of the last key', 'idA~k0color~v0red~k1size', ['k1size']],
    ['a value without its key', 'idA~k0color~v0red~v1L', ['v1']],
    ['a value whose digits name no key', 'idA~k0color~v1red', ['k0color', 'v1']],
  ])('reports %s as cut off', (_, item, malformed) => {
    const decoded = decodeItemString('pr1', item);
    expect(codesOf(decoded)).toEqual(malformed.map(() => 'ITEM_STRING_TRUNCATED'));
    expect(pairCustomFields(customFieldsOf(item)).malformed).toEqual(malformed);
    expect(customOf(decoded)).toEqual(item.includes('v0red') ? [['color', 'red']] : []);
  });

  it('reports a field cut after its first character', () => {
    const decoded = decodeItemString('pr1', 'idA~k0color~v0red~k');
    expect(codesOf(decoded)).toEqual(['ITEM_STRING_TRUNCATED']);
    expect(customOf(decoded)).toEqual([['color', 'red']]);
  });

  it('reports the real item cut before its last value, and keeps the rest', () => {
    const decoded = decodeItemString('pr1', MASTER_OF_MALT_ITEM.slice(0, -'~v570'.length));
    expect(codesOf(decoded)).toEqual(['ITEM_STRING_TRUNCATED']);
    expect(decoded.findings[0]?.fieldPath).toBe('pr1');
    expect(decoded.params.map((param) => param.name)).not.toContain('pr1.volume');
    expect(decoded.params).toContainEqual({ name: 'pr1.abv', value: '42.6' });
  });

  it('pairs tens of thousands of keys and values, all keys first', () => {
    const count = 40_000;
    const keys = Array.from({ length: count }, (_, i) => `k${i}p${i}`);
    const values = Array.from({ length: count }, (_, i) => `v${i}x${i % 10}`);
    const decoded = decodeItemString('pr1', ['idA', ...keys, ...values].join('~'));
    expect(codesOf(decoded)).toEqual([]);
    expect(customOf(decoded)).toEqual(keys.map((_, i) => [`p${i}`, `x${i % 10}`]));
  });

  it('keeps reading other codes as before: unknown ones are shown and reported', () => {
    const decoded = decodeItemString('pr1', 'idSKU_1~zzodd~kxy~vaBlue');
    expect(codesOf(decoded)).toEqual(['PARAMETER_FORMAT_UNKNOWN', 'PARAMETER_FORMAT_UNKNOWN']);
    expect(decoded.params).toEqual([
      { name: 'pr1.id', value: 'SKU_1' },
      { name: 'pr1.zz', value: 'odd' },
      { name: 'pr1.kx', value: 'y' },
      { name: 'pr1.va', value: 'Blue' },
    ]);
  });
});

describe('an item the tag sent as a text', () => {
  // items: ['SUB03'] on a real 2025 page (portablenorthpole.com): gtag.js spells the text out.
  const spelt = 'k00~v0S~k11~v1U~k22~v2B~k33~v30~k44~v43';

  it('says which text it was instead of five cut-off fields', () => {
    const decoded = decodeItemString('pr1', spelt);
    expect(decoded.findings).toHaveLength(1);
    expect(decoded.findings[0]?.code).toBe('ITEM_STRING_TRUNCATED');
    expect(decoded.findings[0]?.message).toContain('Item 1 is the text "SUB03", not a product');
    expect(decoded.params).toEqual([
      { name: 'pr1.0', value: 'S' },
      { name: 'pr1.1', value: 'U' },
      { name: 'pr1.2', value: 'B' },
      { name: 'pr1.3', value: '0' },
      { name: 'pr1.4', value: '3' },
    ]);
  });

  it('reads positions past 9 and keeps to the pattern', () => {
    const long = [...'ABCDEFGHIJKL'].map((char, index) => `k${index}${index}~v${index}${char}`).join('~');
    expect(decodeItemString('pr2', long).findings[0]?.message).toContain('"ABCDEFGHIJKL"');
    // A real item with custom parameters, or one whose keys skip a position, is not a spelt-out text.
    for (const item of ['id1~k00~v0S', 'k00~v0S~k22~v2B', 'k00~v0SU', 'k0color~v0red'])
      expect(decodeItemString('pr1', item).findings.every((f) => !f.message.includes('is the text'))).toBe(
        true,
      );
  });
});
