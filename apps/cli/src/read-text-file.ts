import { readFile } from 'node:fs/promises';
import { textEncodingOf } from '@tagproof/engine';

/**
 * A file's text: UTF-16 (little- or big-endian, with or without a byte order mark) when the engine's
 * `textEncodingOf` takes it for UTF-16, as Windows tools save a HAR file, accents included; else UTF-8
 * (a UTF-8 mark is left for the importer, which drops it).
 */
export async function readTextFile(path: string): Promise<string> {
  const bytes = await readFile(path);
  const encoding = textEncodingOf(bytes.subarray(0, 4), bytes.length);
  const marked = bytes[0] === 0xff || bytes[0] === 0xfe;
  const body = marked && encoding !== null ? bytes.subarray(2) : bytes;
  if (encoding === 'utf-16le') return body.toString('utf16le');
  if (encoding === 'utf-16be') return Buffer.from(body).swap16().toString('utf16le');
  return bytes.toString('utf8');
}
