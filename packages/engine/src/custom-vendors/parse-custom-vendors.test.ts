import { describe, expect, it } from 'vitest';
import { parseCustomVendors, parseCustomVendor } from './parse-custom-vendors.js';
import { CUSTOM_VENDOR_LIMITS } from './custom-vendor-definition.js';
import { ACME_DEFINITION } from './testing-acme.js';
import { VENDOR_CODE_ALIASES, VENDOR_CODES } from '../vendors/lookup.js';

const ok = (input: unknown) => {
  const result = parseCustomVendors(input);
  if (!result.ok) throw new Error(result.error);
  return result.vendors;
};
const refusedAt = (input: unknown): string => {
  const result = parseCustomVendors(input);
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.path;
};
const withField = (field: string, value: unknown) => [{ ...ACME_DEFINITION, [field]: value }];

describe('parseCustomVendors', () => {
  it('reads an array or {vendors: [...]}, with defaults for the optional fields', () => {
    expect(ok([ACME_DEFINITION])[0]?.code).toBe('ACME_COLLECT');
    expect(ok({ vendors: [ACME_DEFINITION] })).toEqual(ok([ACME_DEFINITION]));
    const [minimal] = ok([{ code: 'INHOUSE', name: 'In-house', match: { hosts: ['T.Example.COM'] } }]);
    expect(minimal).toMatchObject({
      kind: 'other',
      event: null,
      account: null,
      match: { hosts: ['t.example.com'], paths: [] },
    });
  });

  it('reads match and params given as JSON text (as documents store them) and ignores $ fields', () => {
    const stored = {
      ...ACME_DEFINITION,
      $id: 'abc',
      match: JSON.stringify(ACME_DEFINITION.match),
      params: JSON.stringify(ACME_DEFINITION.params),
    };
    expect(ok([stored])).toEqual(ok([ACME_DEFINITION]));
    expect(parseCustomVendor(stored).ok).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ['not a list', 'acme', '(top level)'],
    ['a list of non-objects', [42], '[0]'],
    ['an unknown field', withField('colour', 'red'), '[0].colour'],
    ['a lower-case code', withField('code', 'acme'), '[0].code'],
    ['a one-letter code', withField('code', 'A'), '[0].code'],
    ['a built-in code', withField('code', 'FACEBOOK'), '[0].code'],
    ['a built-in alias', withField('code', 'DYNAMICYIELD'), '[0].code'],
    ['a built-in code in other case', withField('code', 'NAVIGATION'), '[0].code'],
    ['a blank name', withField('name', '  '), '[0].name'],
    ['an unknown kind', withField('kind', 'pixel'), '[0].kind'],
    ['no match', withField('match', undefined), '[0].match'],
    ['no hosts', withField('match', { hosts: [] }), '[0].match.hosts'],
    ['a host with a scheme', withField('match', { hosts: ['https://a.example'] }), '[0].match.hosts[0]'],
    ['a bare wildcard', withField('match', { hosts: ['*'] }), '[0].match.hosts[0]'],
    ['a relative path', withField('match', { hosts: ['a.example'], paths: ['v1'] }), '[0].match.paths[0]'],
    [
      'an invalid pattern',
      withField('match', { hosts: ['a.example'], paths: ['^/(a$'] }),
      '[0].match.paths[0]',
    ],
    [
      'a pattern without $',
      withField('match', { hosts: ['a.example'], paths: ['^/a'] }),
      '[0].match.paths[0]',
    ],
    [
      'a catastrophic pattern',
      withField('match', { hosts: ['a.example'], paths: ['^(a+)+$'] }),
      '[0].match.paths[0]',
    ],
    ['a non-string event', withField('event', 3), '[0].event'],
    ['a param with a non-string label', withField('params', { ev: { label: 3 } }), '[0].params.ev.label'],
    ['a param that is not an object', withField('params', { ev: 'Event' }), '[0].params.ev'],
    [
      'a param of an unknown group',
      withField('params', { ev: { label: 'E', group: 'x' } }),
      '[0].params.ev.group',
    ],
    ['two vendors with one code', [ACME_DEFINITION, ACME_DEFINITION], '[1].code'],
    ['an unknown top-level field', { vendors: [], extra: 1 }, '(top level).extra'],
  ])('refuses %s, naming the field', (_, input, path) => {
    expect(refusedAt(input)).toBe(path);
  });

  it('refuses more vendors than the limit', () => {
    const many = Array.from({ length: CUSTOM_VENDOR_LIMITS.vendors + 1 }, (_, index) => ({
      code: `V${index}X`,
      name: 'v',
      match: { hosts: ['a.example'] },
    }));
    expect(refusedAt(many)).toBe('(top level)');
    expect(parseCustomVendors(many.slice(1)).ok).toBe(true);
  });

  it('never throws, whatever the input', () => {
    const hostile = {
      get vendors(): never {
        throw new Error('boom');
      },
    };
    for (const input of [null, undefined, 1, 'x', [], [null], { vendors: null }, hostile])
      expect(() => parseCustomVendors(input)).not.toThrow();
    expect(parseCustomVendors([]).ok).toBe(true);
  });

  it('labels a parameter with its wire name, in group other, when the definition says nothing', () => {
    expect(ok(withField('params', { sku: {} }))[0]?.params.sku).toEqual({ label: 'sku', group: 'other' });
  });

  it('keeps a parameter named __proto__ as a parameter', () => {
    const [vendor] = ok(
      JSON.parse(
        '[{"code":"PROTO","name":"p","match":{"hosts":["a.example"]},"params":{"__proto__":{"label":"Proto"}}}]',
      ),
    );
    expect(Object.keys(vendor?.params ?? {})).toEqual(['__proto__']);
  });
});

describe('built-in codes', () => {
  it('refuses every code and alias of the registry, in any case', () => {
    const taken = [...VENDOR_CODES, ...Object.keys(VENDOR_CODE_ALIASES)];
    for (const code of taken) {
      const upper = code.toUpperCase();
      if (!/^[A-Z][A-Z0-9_]{1,39}$/.test(upper)) continue;
      expect(refusedAt(withField('code', upper))).toBe('[0].code');
    }
  });
});
