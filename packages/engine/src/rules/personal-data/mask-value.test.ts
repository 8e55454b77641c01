import { describe, expect, it } from 'vitest';
import { maskPersonalData } from '../../index.js';

describe('maskPersonalData', () => {
  it('masks an e-mail address as the findings do, decoding the value first', () => {
    expect(maskPersonalData('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskPersonalData('https://shop.example/?email=jane.doe%2540example.com&x=1')).toBe(
      'https://shop.example/?email=j***@example.com&x=1',
    );
  });

  it('masks phone numbers in international and separated forms', () => {
    expect(maskPersonalData('call +44 20 7946 0958 now')).toBe('call +44***58 now');
    expect(maskPersonalData('555-123-4567')).toBe('555***67');
  });

  it('leaves values without personal data unchanged, encoded or not', () => {
    for (const value of ['', 'page_view', '19.99', 'G-ABC123', 'a%20b', '1712345678901', 'logo@2x.png'])
      expect(maskPersonalData(value)).toBe(value);
    const hash = 'a'.repeat(64);
    expect(maskPersonalData(hash)).toBe(hash);
  });
});
