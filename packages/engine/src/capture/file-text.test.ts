import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { textEncodingOf } from './file-text.js';
import { importCapture } from './import-file.js';
import { GA4, har, importFailure } from './testing/har.js';

// What reaches the importer when a file is not plain UTF-8 text: the CLI reads files as UTF-8 and
// the web app's File.text() too, so other bytes arrive as replacement characters and NULs.
const readAsUtf8 = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

function utf16(text: string, order: 'le' | 'be', byteOrderMark = true): Uint8Array {
  const bytes = new Uint8Array((text.length + (byteOrderMark ? 1 : 0)) * 2);
  const units = [...(byteOrderMark ? [0xfeff] : []), ...Array.from(text, (char) => char.charCodeAt(0))];
  units.forEach((unit, index) => {
    const [first, second] = order === 'le' ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff];
    bytes[index * 2] = first;
    bytes[index * 2 + 1] = second;
  });
  return bytes;
}

const capture = har([{ request: { method: 'GET', url: GA4 } }]);

describe('capture file text', () => {
  it.each([
    ['UTF-16 LE with its byte order mark', utf16(capture, 'le')],
    ['UTF-16 BE with its byte order mark', utf16(capture, 'be')],
    ['UTF-16 LE without a byte order mark', utf16(capture, 'le', false)],
  ])('imports a HAR saved as %s (Windows tools write it so)', (_, bytes) => {
    const result = importCapture(readAsUtf8(bytes));
    expect(result.format).toBe('har');
    expect(result.requests.map((request) => request.requestMetadata.requestUrl)).toEqual([GA4]);
  });

  it('tells the readers which bytes are UTF-16: with a byte order mark, or starting as JSON', () => {
    const bytes = (text: string, order: 'le' | 'be', mark: boolean) => utf16(text, order, mark);
    const encodingOf = (data: Uint8Array) => textEncodingOf(data.subarray(0, 4), data.length);
    expect(encodingOf(bytes('x', 'le', true))).toBe('utf-16le');
    expect(encodingOf(bytes('x', 'be', true))).toBe('utf-16be');
    expect(encodingOf(bytes('{"log":1}', 'le', false))).toBe('utf-16le');
    expect(encodingOf(bytes('["u"]', 'be', false))).toBe('utf-16be');
    // UTF-8 JSON, a URL list in UTF-16 without a mark, binary data and an odd size stay UTF-8.
    expect(encodingOf(new TextEncoder().encode('{"log":1}'))).toBeNull();
    expect(encodingOf(bytes('https://x.example/', 'le', false))).toBeNull();
    expect(encodingOf(gzipSync('{}'))).toBeNull();
    expect(encodingOf(new Uint8Array([...bytes('{}', 'le', true), 0x20]))).toBeNull();
  });

  it('refuses a UTF-16 HAR holding other characters than ASCII, saying how to save it', () => {
    const text = har([{ request: { method: 'GET', url: `${GA4}&dt=Café` } }]);
    const error = importFailure(readAsUtf8(utf16(text, 'le')));
    expect(error.code).toBe('IMPORT_UNKNOWN_FORMAT');
    expect(error.message).toContain('UTF-16');
    expect(error.message).toContain('UTF-8');
  });

  const zipHeader = [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0, 0x5e, 0x7b];
  it.each([
    ['a gzip-compressed HAR (.har.gz)', gzipSync(capture), 'compressed (gzip)'],
    [
      'a ZIP archive (a Playwright .zip HAR)',
      [...zipHeader, ...Buffer.from('har.har'), 0x9c, 0xe2],
      'ZIP archive',
    ],
    ['an image', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'not a text file'],
    ['binary data with no space in it', [0x41, 0x2e, 0x2f, 0x8f, 0x01, 0xc3, 0x28, 0x0a], 'not a text file'],
  ])('refuses %s with a one-line reason', (_, bytes, reason) => {
    const error = importFailure(readAsUtf8(Uint8Array.from(bytes)));
    expect(error.code).toBe('IMPORT_UNKNOWN_FORMAT');
    expect(error.message).toContain(reason);
    expect(error.message).not.toMatch(/[\n\uFFFD\0]/);
  });

  it('says a HAR cut off in the middle of an entry is cut off', () => {
    const text = har([
      { request: { method: 'GET', url: GA4 } },
      { request: { method: 'POST', url: GA4, postData: { text: 'en=scroll' } } },
    ]);
    const error = importFailure(text.slice(0, text.indexOf('en=scroll')));
    expect(error.code).toBe('IMPORT_INVALID_JSON');
    expect(error.message).toContain('the file ends in the middle');
    expect(importFailure('{"log": {"entries": []}} x').message).not.toContain('ends in the middle');
  });
});
