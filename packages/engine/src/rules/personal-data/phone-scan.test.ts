import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullyDecoded } from './find-personal-data.js';
import { findPhoneNumbers, mayHoldPhoneNumber } from './phone-scan.js';

describe('findPhoneNumbers', () => {
  const found: Array<[string, string[]]> = [
    ['+44 20 7946 0958', ['+44 20 7946 0958']],
    ['+15551234567', ['+15551234567']],
    ['+1 (555) 123-4567', ['+1 (555) 123-4567']],
    ['+49-30-1234567', ['+49-30-1234567']],
    ['555-123-4567', ['555-123-4567']],
    ['(555) 123-4567', ['(555) 123-4567']],
    ['(555)123-4567', ['(555)123-4567']],
    ['555.123.4567', ['555.123.4567']],
    ['1-555-123-4567', ['1-555-123-4567']],
    ['020 7946 0958', ['020 7946 0958']],
    ['tel:555-123-4567', ['555-123-4567']],
    ['https://shop.example/contact?phone=+44 20 7946 0958&x=1', ['+44 20 7946 0958']],
    ['call 555-123-4567 or 555-987-6543', ['555-123-4567', '555-987-6543']],
  ];
  it.each(found)('finds the number in %j', (text, expected) => {
    expect(findPhoneNumbers(text)).toEqual(expected);
  });

  const notFound = [
    '1698765432.1731923912', // GA client id
    'GA1.1.1698765432.1731923912',
    'fb.1.1731923911000.123456789', // Meta browser id
    '1731923912345', // timestamp
    '5551234567', // bare digit run: ambiguous, never flagged
    '15551234567',
    '+12345678901234567890', // longer than any phone number
    `+${'9'.repeat(40)}`,
    '2024-11-22',
    '22.11.2024',
    '2024-11-22T10:00:00+01:00',
    '192.168.100.200',
    '10.0.0.1',
    '2.9.176',
    '59.80',
    '1,234.56',
    '1 234 567',
    '4111 1111 1111 1111', // a card number is not a phone number
    'SKU-555-123-4567',
    'order_555-123-4567',
    '555-123-4567-89',
    '123e4567-e89b-12d3-a456-426614174000',
    '5f4dcc3b5aa765d61d8327deb882cf995f4dcc3b5aa765d61d8327deb882cf99',
    '978-3-16-148410-0', // ISBN
    '+0 123 456 789',
    '+1 234', // too short
    '+1325675465', // a Unix time after a form-encoded space: North American numbers are +1 and ten digits
    "uf('a',+4890,+1325675465);ppv(25992,'4527947369291704353',+1325675465,+1336043465)",
    '+1555123456789',
    '[redacted:phone]',
    'size+10+12345678',
  ];
  it.each(notFound)('finds nothing in %j', (text) => {
    expect(findPhoneNumbers(text)).toEqual([]);
  });

  it('never throws on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        expect(Array.isArray(findPhoneNumbers(text))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never flags a digit run without + or separators, whatever its length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,60}$/), (digits) => {
        expect(findPhoneNumbers(digits)).toEqual([]);
        expect(findPhoneNumbers(`id=${digits}&ts=${digits}.${digits}`)).toEqual([]);
      }),
    );
  });

  // Linear scans: a quadratic or backtracking regression on these fails on the test timeout; the speed
  // itself is a figure of `npm run bench -- engine` (worst-case inputs).
  it('finds nothing in long hostile values, and still finds a number after one', () => {
    const hostile = [
      '+'.repeat(200_000),
      '+1'.repeat(100_000),
      '+1 '.repeat(70_000),
      '(555) '.repeat(40_000),
      '555-123-'.repeat(30_000),
      '1-'.repeat(100_000),
      '9'.repeat(200_000),
      ' 1'.repeat(100_000),
    ];
    for (const text of hostile) {
      expect(findPhoneNumbers(text)).toEqual([]);
      expect(findPhoneNumbers(`${text} / +44 20 7946 0958`)).toEqual(['+44 20 7946 0958']);
    }
  });

  it('stops after the limit on a value with 100,000 numbers', () => {
    const numbers = Array.from({ length: 100_000 }, (_, index) => `+4420${String(index).padStart(8, '0')}`);
    expect(findPhoneNumbers(numbers.join(' '))).toEqual(numbers.slice(0, 20));
  });

  it('finds only distinct numbers of the text, each of 8 to 15 digits, in long random values', () => {
    const alphabet = fc.constantFrom('1', '5', '0', '+', '-', '.', ' ', '(', ')', 'a');
    fc.assert(
      fc.property(fc.array(alphabet, { minLength: 10_000, maxLength: 50_000 }), (chars) => {
        const text = chars.join('');
        const numbers = findPhoneNumbers(text);
        expect(numbers.length).toBeLessThanOrEqual(20);
        expect(new Set(numbers).size).toBe(numbers.length);
        for (const number of numbers) {
          expect(text).toContain(number);
          const digits = number.replace(/[^0-9]/g, '').length;
          expect(digits).toBeGreaterThanOrEqual(8);
          expect(digits).toBeLessThanOrEqual(15);
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('mayHoldPhoneNumber', () => {
  const numbers = [
    '+44 20 7946 0958',
    '+15551234567',
    '+1 (555) 123-4567',
    '555-123-4567',
    '(555)123-4567',
    '555.123.4567',
    '1-555-123-4567',
    '020 7946 0958',
  ];
  /** Phone-like text: numbers, digit groups, separators, escapes (some broken) and word characters. */
  const token = fc.oneof(
    fc.constantFrom(...numbers),
    fc.stringMatching(/^[0-9]{1,5}$/),
    fc.constantFrom('+', '-', '.', ' ', '(', ')', '_', 'a', 'x', '/', ':', '=', '&', '@'),
    fc.constantFrom(
      '%',
      '%2',
      '%20',
      '%2B',
      '%2D',
      '%2E',
      '%28',
      '%29',
      '%3',
      '%35',
      '%2520',
      '%252B',
      '%25',
      '%E2%82',
    ),
  );
  /** A number's shape with every group length, prefix and separator, right or nearly. */
  const grouped = fc
    .tuple(
      fc.constantFrom('', '+', '(', '1-', '1.', '1 ', '+0', '%2B', '%28'),
      fc.array(
        fc.tuple(
          fc.stringMatching(/^[0-9]{1,6}$/),
          fc.constantFrom('', '-', '.', ' ', ')', ') ', ')-', '  ', '%20', '%2D', '%2E', '%29', '_'),
        ),
        { maxLength: 5 },
      ),
      fc.stringMatching(/^[0-9]{0,16}$/),
    )
    .map(
      ([prefix, groups, tail]) =>
        prefix + groups.map(([digits, separator]) => digits + separator).join('') + tail,
    );
  const encodings: Array<(text: string) => string> = [
    (text) => text,
    (text) => encodeURIComponent(text),
    (text) => encodeURIComponent(encodeURIComponent(text)),
    (text) => text.replaceAll(' ', '%20').replaceAll('-', '%2D'),
    (text) => text.replaceAll('+', '%2B'),
    (text) => text.replaceAll('5', '%35'),
  ];
  const edge = fc.constantFrom('', 'a', ' ', '=', '_', '-', '.', '+', '(', '%');
  const value = fc.oneof(
    fc
      .tuple(fc.array(fc.oneof(token, grouped), { maxLength: 8 }), fc.constantFrom(...encodings))
      .map(([tokens, encode]) => encode(tokens.join(''))),
    fc
      .tuple(edge, grouped, edge, fc.constantFrom(...encodings))
      .map(([before, number, after, encode]) => encode(before + number + after)),
    fc.string({ maxLength: 40 }),
  );

  it('never rules out a value whose decoded text holds a phone number', () => {
    fc.assert(
      fc.property(value, (sent) => {
        if (!mayHoldPhoneNumber(sent)) expect(findPhoneNumbers(fullyDecoded(sent))).toEqual([]);
      }),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(fc.tuple(edge, grouped, edge), ([before, number, after]) => {
        const sent = before + number + after;
        if (!mayHoldPhoneNumber(sent)) expect(findPhoneNumbers(sent)).toEqual([]);
      }),
      { numRuns: 20_000 },
    );
  });

  const shortest = ['+40000000', '=+49301234', '123-456-7890', '55 555 5555'];
  it.each([...numbers, ...shortest].flatMap((number) => encodings.map((encode) => encode(`tel=${number}`))))(
    'keeps %j',
    (sent) => {
      expect(findPhoneNumbers(fullyDecoded(sent))).not.toEqual([]);
      expect(mayHoldPhoneNumber(sent)).toBe(true);
    },
  );

  it.each([
    '1731923912345',
    '45je4bi0v9171998105',
    '1920x1080',
    'G-8HGZ4YQ7ZB',
    '5551234567',
    '1698765432.1731923912',
    'GA1.1.1698765432.1731923912',
    'fb.1.1731923911000.123456789',
    'size+0+0012345678',
  ])('rules out %j', (sent) => {
    expect(mayHoldPhoneNumber(sent)).toBe(false);
  });
});
