import { ImportError } from './import-error.js';

// The CLI and the web app read a file as UTF-16 when textEncodingOf says so, else as UTF-8, so the
// importer sees other bytes (a gzip or ZIP file, binary data) as they decode in UTF-8: a byte UTF-8
// cannot start with becomes U+FFFD, a zero byte a NUL. Other callers may hand it UTF-16 read as UTF-8.

/**
 * How a capture file's bytes are to be read, from its first four bytes and its size: UTF-16 when it
 * starts with a UTF-16 byte order mark (FF FE little-endian, FE FF big-endian), or without one when
 * it starts with `{` or `[` as UTF-16 (`{` 00 or 00 `{`: UTF-8 text never holds a zero byte), as
 * Windows tools save a HAR file; null (UTF-8) otherwise, and for an odd number of bytes, which UTF-16
 * cannot be, so that the importer says what the file is.
 *
 * @example
 * textEncodingOf(new Uint8Array([0x7b, 0x00, 0x22, 0x00]), 1024); // 'utf-16le'
 */
export function textEncodingOf(head: ArrayLike<number>, size: number): 'utf-16le' | 'utf-16be' | null {
  if (size % 2 !== 0 || head.length < 2) return null;
  const [first, second] = [head[0], head[1]];
  if (first === 0xff && second === 0xfe) return 'utf-16le';
  if (first === 0xfe && second === 0xff) return 'utf-16be';
  const opensJson = (code: number | undefined) => code === 0x7b || code === 0x5b;
  if (opensJson(first) && second === 0) return 'utf-16le';
  if (first === 0 && opensJson(second)) return 'utf-16be';
  return null;
}
const REPLACEMENT = '\uFFFD';
/** Characters no text capture holds: control characters but tab and line ends, and U+FFFD. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const NOT_TEXT = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFD]/;

/**
 * The text of a capture file, ready to read: without a UTF-8 byte order mark, and decoded when saved
 * as UTF-16 (as Windows PowerShell and some Windows tools write it) in plain ASCII, the only UTF-16 the
 * UTF-8 reading keeps intact. Throws ImportError naming what the file is instead: compressed (gzip),
 * a ZIP archive, UTF-16 text with other characters, or no text at all (an image, binary data).
 */
export function captureText(text: string): string {
  if (text.startsWith(`\x1F${REPLACEMENT}`))
    throw new ImportError(
      'the file is compressed (gzip): unpack it first, then import the file inside',
      'IMPORT_UNKNOWN_FORMAT',
    );
  if (text.startsWith('PK\x03\x04'))
    throw new ImportError(
      'the file is a ZIP archive: unzip it first, then import the HAR file inside',
      'IMPORT_UNKNOWN_FORMAT',
    );
  const utf16 = utf16Text(text);
  if (utf16 !== null) return utf16;
  const withoutMark = text.replace(/^\uFEFF/, '');
  // A JSON file's own parser names a stray control character with its position; other text is no capture.
  if (!/^\s*[[{]/.test(withoutMark) && NOT_TEXT.test(withoutMark)) {
    throw new ImportError(
      'not a text file: it holds binary data (an image, an archive, a compressed file?); export the capture as HAR or JSON',
      'IMPORT_UNKNOWN_FORMAT',
    );
  }
  return withoutMark;
}

/**
 * UTF-16 text as it reads in UTF-8: its byte order mark (FF FE or FE FF) as two U+FFFD, then every
 * ASCII character with a NUL after it (little-endian) or before it (big-endian); without the mark, a
 * JSON document starting so. Null when the text does not look like UTF-16; throws ImportError when it
 * holds characters the UTF-8 reading lost.
 */
function utf16Text(text: string): string | null {
  const marked = text.startsWith(REPLACEMENT + REPLACEMENT);
  const body = marked ? text.slice(2) : text;
  const nulFirst = body.startsWith('\0');
  if (body.length < 2 || body[nulFirst ? 0 : 1] !== '\0') return null;
  // Without its mark, only a JSON document's first character is taken for UTF-16 (not binary data).
  if (!marked && !/^[[{]$/.test(body[nulFirst ? 1 : 0] ?? '')) return null;
  const characters: string[] = [];
  for (let index = 0; index < body.length; index += 2) {
    const [nul, character] = nulFirst ? [body[index], body[index + 1]] : [body[index + 1], body[index]];
    if (nul !== '\0' || character === undefined || character === '\0' || character > '\x7F') {
      throw new ImportError(
        'the file is saved as UTF-16 text with characters Tagproof cannot read: save it as UTF-8 and import it again',
        'IMPORT_UNKNOWN_FORMAT',
      );
    }
    characters.push(character);
  }
  return characters.join('');
}

/**
 * Whether JSON text stops inside a string, an object or an array: a file cut off while it was saved,
 * downloaded or copied.
 */
export function endsInTheMiddle(json: string): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const code = json.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) depth++;
    else if (code === 0x7d || code === 0x5d) depth--;
  }
  return inString || depth > 0;
}
