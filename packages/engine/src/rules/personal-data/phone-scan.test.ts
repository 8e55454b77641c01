import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPhoneNumbers } from './phone-scan.js';

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

  it('stays fast on long hostile values', () => {
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
      const started = performance.now();
      findPhoneNumbers(text);
      expect(performance.now() - started).toBeLessThan(250);
    }
  });

  it('stays fast on long random values', () => {
    const alphabet = fc.constantFrom('1', '5', '0', '+', '-', '.', ' ', '(', ')', 'a');
    fc.assert(
      fc.property(fc.array(alphabet, { minLength: 10_000, maxLength: 50_000 }), (chars) => {
        const started = performance.now();
        findPhoneNumbers(chars.join(''));
        expect(performance.now() - started).toBeLessThan(100);
      }),
      { numRuns: 20 },
    );
  });
});
