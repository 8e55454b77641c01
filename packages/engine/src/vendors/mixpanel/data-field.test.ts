import { describe, expect, it } from 'vitest';
import { decodeBase64Text, readDataField } from './data-field.js';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('Mixpanel data field', () => {
  it('decodes base64 to UTF-8 text, with or without padding, standard or URL-safe', () => {
    for (const text of ['a', 'ab', 'abc', '{"event":"Signed Up"}', 'café ☕ 𝄞']) {
      expect(decodeBase64Text(base64(text))).toBe(text);
      expect(decodeBase64Text(base64(text).replace(/=+$/, ''))).toBe(text);
      expect(decodeBase64Text(Buffer.from(text, 'utf8').toString('base64url'))).toBe(text);
    }
  });

  it('decodes payloads longer than one chunk of characters, ASCII or not, and base64 broken by whitespace', () => {
    const ascii = JSON.stringify({ event: 'Viewed', properties: { list: 'x'.repeat(30_000) } });
    const accented = `${ascii}é${'ü'.repeat(20_000)}𝄞`;
    expect(decodeBase64Text(base64(ascii))).toBe(ascii);
    expect(decodeBase64Text(base64(accented))).toBe(accented);
    expect(decodeBase64Text(` ${base64('{"a":1}').replace(/(.{4})/g, '$1\n')} `)).toBe('{"a":1}');
  });

  it('gives null for text that is not base64 or not UTF-8', () => {
    expect(decodeBase64Text('')).toBeNull();
    expect(decodeBase64Text('not base64!')).toBeNull();
    expect(decodeBase64Text(Buffer.from([0xff, 0xfe, 0x41]).toString('base64'))).toBeNull();
    expect(decodeBase64Text(Buffer.from([0xe2, 0x98]).toString('base64'))).toBeNull();
  });

  it('reads one message or a list, as JSON or base64 JSON', () => {
    expect(readDataField('{"event":"a"}')).toEqual([{ event: 'a' }]);
    expect(readDataField(base64('[{"event":"a"},{"event":"b"}]'))).toHaveLength(2);
    expect(readDataField('"text"')).toBeNull();
  });
});
