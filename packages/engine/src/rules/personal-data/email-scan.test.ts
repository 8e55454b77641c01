import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findEmailAddresses } from './email-scan.js';

describe('findEmailAddresses', () => {
  const found: Array<[string, string[]]> = [
    ['jane.doe@example.com', ['jane.doe@example.com']],
    ['https://shop.example/thanks?email=jane.doe@example.com&x=1', ['jane.doe@example.com']],
    ['mailto:john@example.co.uk.', ['john@example.co.uk']],
    ['john+newsletter@example.org', ['john+newsletter@example.org']],
    ['/unsubscribe/john_smith@mail.example.com/', ['john_smith@mail.example.com']],
    ['a@b.io and c@d.io and a@b.io', ['a@b.io', 'c@d.io']],
    ['user@xn--bcher-kva.example', ['user@xn--bcher-kva.example']],
    ['Contact: Jane.Doe@Example.COM', ['Jane.Doe@Example.COM']],
  ];
  it.each(found)('finds the address in %j', (text, expected) => {
    expect(findEmailAddresses(text)).toEqual(expected);
  });

  const notFound = [
    'logo@2x.png',
    'https://cdn.example.com/img/hero@1.5x.jpg',
    'lodash@4.17.21',
    '@scope/package',
    'https://user:secret@host.example.com/path',
    'https://john@host.example.com/',
    'john@localhost',
    'a@b',
    '@example.com',
    'john.@example.com',
    'name@domain.c',
    'x@1.2.3.4',
    '5f4dcc3b5aa765d61d8327deb882cf995f4dcc3b5aa765d61d8327deb882cf99',
    '[redacted:email]',
    'https://shop.example/?email=[redacted:email]',
    'GA1.1.1698765432.1731923912',
  ];
  it.each(notFound)('finds nothing in %j', (text) => {
    expect(findEmailAddresses(text)).toEqual([]);
  });

  it('stops at the limit', () => {
    const text = Array.from({ length: 50 }, (_, index) => `user${index}@example.com`).join(' ');
    expect(findEmailAddresses(text, 5)).toHaveLength(5);
  });

  it('never throws on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        expect(Array.isArray(findEmailAddresses(text))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('finds every address it is given inside random separators', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/);
    fc.assert(
      fc.property(
        label,
        label,
        fc.constantFrom('com', 'org', 'io', 'co.uk'),
        fc.constantFrom(' ', '&e=', '/', ',', '"'),
        (local, host, tld, separator) => {
          const address = `${local}@${host}.${tld}`;
          expect(findEmailAddresses(`x${separator}${address}${separator}y`)).toEqual([address]);
        },
      ),
    );
  });

  it('stays fast on long hostile values', () => {
    const hostile = [
      'a'.repeat(200_000),
      '@'.repeat(200_000),
      'a@'.repeat(100_000),
      `${'a.'.repeat(100_000)}@`,
      `@${'a.'.repeat(100_000)}`,
      `${'a'.repeat(100_000)}@${'b'.repeat(100_000)}`,
      `${'x@y.'.repeat(50_000)}`,
      `${'-'.repeat(100_000)}@${'-'.repeat(100_000)}`,
    ];
    for (const text of hostile) {
      const started = performance.now();
      findEmailAddresses(text);
      expect(performance.now() - started).toBeLessThan(250);
    }
  });

  it('stays fast on long random values', () => {
    const alphabet = fc.constantFrom('a', 'b', '1', '.', '-', '@', '_', '+', '%', ' ');
    fc.assert(
      fc.property(fc.array(alphabet, { minLength: 10_000, maxLength: 50_000 }), (chars) => {
        const started = performance.now();
        findEmailAddresses(chars.join(''));
        expect(performance.now() - started).toBeLessThan(100);
      }),
      { numRuns: 20 },
    );
  });
});
