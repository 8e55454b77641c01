import { describe, expect, it } from 'vitest';
import { fileText } from './file-text';

const TEXT = '{"log":{"pages":[{"title":"Café – Boutique"}]}}';

function utf16(text: string, order: 'le' | 'be', marked = true): Uint8Array<ArrayBuffer> {
  const units = [...(marked ? [0xfeff] : []), ...Array.from(text, (char) => char.charCodeAt(0))];
  const bytes = new Uint8Array(units.length * 2);
  units.forEach((unit, index) => {
    bytes[index * 2 + (order === 'le' ? 0 : 1)] = unit & 0xff;
    bytes[index * 2 + (order === 'le' ? 1 : 0)] = unit >> 8;
  });
  return bytes;
}

describe('fileText', () => {
  it.each(['le', 'be'] as const)(
    'reads UTF-16 %s with its byte order mark, accents included',
    async (order) => {
      expect(await fileText(new Blob([utf16(TEXT, order)]))).toBe(TEXT);
    },
  );

  it.each(['le', 'be'] as const)(
    'reads UTF-16 %s without a byte order mark when it starts as JSON, accents included',
    async (order) => {
      expect(await fileText(new Blob([utf16(TEXT, order, false)]))).toBe(TEXT);
    },
  );

  it('reads anything else as UTF-8', async () => {
    expect(await fileText(new Blob([new TextEncoder().encode(TEXT)]))).toBe(TEXT);
    // An odd number of bytes is no UTF-16: read as UTF-8, for the importer to refuse.
    const odd = new Uint8Array([...utf16(TEXT, 'le'), 0x20]);
    expect(await fileText(new Blob([odd]))).toBe(new TextDecoder().decode(odd));
  });
});
