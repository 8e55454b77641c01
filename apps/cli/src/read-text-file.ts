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
  // TextDecoder drops a UTF-16 byte order mark, as the web app's reading does.
  return encoding === null ? bytes.toString('utf8') : new TextDecoder(encoding).decode(bytes);
}
