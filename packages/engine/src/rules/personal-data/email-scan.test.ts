import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findEmailAddresses, mayHoldEmailAddress, MIN_EMAIL_LENGTH } from './email-scan.js';
import { fullyDecoded } from './find-personal-data.js';

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

  // Linear scans: a quadratic or backtracking regression on these fails on the test timeout; the speed
  // itself is a figure of `npm run bench -- engine` (worst-case inputs).
  it('finds nothing in long hostile values, and still finds an address after one', () => {
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
      expect(findEmailAddresses(text)).toEqual([]);
      expect(findEmailAddresses(`${text} jane.doe@example.com`)).toEqual(['jane.doe@example.com']);
    }
  });

  it('reads at most 64 characters of a local part and 253 of a domain', () => {
    expect(findEmailAddresses(`${'a'.repeat(100_000)}@example.com`)).toEqual([
      `${'a'.repeat(64)}@example.com`,
    ]);
    // The domain read stops within its 253 characters, at a one-letter label: no top-level label, no address.
    expect(findEmailAddresses(`jane@${'b.'.repeat(100_000)}com`)).toEqual([]);
  });

  it('stops after the limit on a value with 100,000 addresses', () => {
    const addresses = Array.from({ length: 100_000 }, (_, index) => `user${index}@example.com`);
    expect(findEmailAddresses(addresses.join(' '))).toEqual(addresses.slice(0, 20));
  });

  it('finds only bounded, distinct addresses of the text in long random values', () => {
    const alphabet = fc.constantFrom('a', 'b', '1', '.', '-', '@', '_', '+', '%', ' ');
    fc.assert(
      fc.property(fc.array(alphabet, { minLength: 10_000, maxLength: 50_000 }), (chars) => {
        const text = chars.join('');
        const addresses = findEmailAddresses(text);
        expect(addresses.length).toBeLessThanOrEqual(20);
        expect(new Set(addresses).size).toBe(addresses.length);
        for (const address of addresses) {
          expect(text).toContain(address);
          const [local = '', domain = '', ...rest] = address.split('@');
          expect(rest).toEqual([]);
          expect(local.length).toBeLessThanOrEqual(64);
          expect(domain.length).toBeLessThanOrEqual(253);
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('mayHoldEmailAddress', () => {
  const encodings: Array<(text: string) => string> = [
    (text) => text,
    (text) => encodeURIComponent(text),
    (text) => encodeURIComponent(encodeURIComponent(text)),
    (text) => text.replaceAll('@', '%40'),
    (text) => text.replaceAll('.', '%2E'),
  ];
  const label = fc.stringMatching(/^[a-z0-9-]{0,4}$/);
  /** Address-like text, short ones included: `a@b.cd`, `@b.c`, `a@.io`, with separators and escapes around. */
  const addressLike = fc
    .tuple(
      fc.constantFrom('', ' ', '=', '.', '+', '%', '%2'),
      label,
      fc.constantFrom('@', '%40', '%2540', '@@'),
      label,
      fc.constantFrom('.', '..', '%2E', ''),
      fc.stringMatching(/^[a-zA-Z]{0,3}$/),
      fc.constantFrom('', ' ', '.', '_', '1', '%'),
    )
    .map((parts) => parts.join(''));
  const value = fc.oneof(
    fc.tuple(addressLike, fc.constantFrom(...encodings)).map(([text, encode]) => encode(text)),
    fc.string({ maxLength: 12 }),
  );

  it('never rules out a value whose decoded text holds an address', () => {
    fc.assert(
      fc.property(value, (sent) => {
        if (!mayHoldEmailAddress(sent)) expect(findEmailAddresses(fullyDecoded(sent))).toEqual([]);
      }),
      { numRuns: 20_000 },
    );
  });

  it('finds no address shorter than MIN_EMAIL_LENGTH', () => {
    fc.assert(
      fc.property(addressLike, (text) => {
        for (const address of findEmailAddresses(text))
          expect(address.length).toBeGreaterThanOrEqual(MIN_EMAIL_LENGTH);
      }),
      { numRuns: 5_000 },
    );
  });

  it.each(['a@b.cd', 'a%40b.cd', 'x=a@b.cd', 'a%2540b.cd'])('keeps %j', (sent) => {
    expect(findEmailAddresses(fullyDecoded(sent))).not.toEqual([]);
    expect(mayHoldEmailAddress(sent)).toBe(true);
  });

  it.each(['a@b.c', '@b.cd', 'a%40b', '1698765432.1731923912', 'https://shop.example.com/cart'])(
    'rules out %j',
    (sent) => {
      expect(mayHoldEmailAddress(sent)).toBe(false);
    },
  );
});
