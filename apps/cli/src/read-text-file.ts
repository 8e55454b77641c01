import { readFile } from 'node:fs/promises';

/**
 * A file's text: UTF-16 (little- or big-endian) when it starts with that byte order mark, as Windows
 * tools save a HAR file, else UTF-8 (a UTF-8 mark is left for the importer, which drops it). A file
 * whose UTF-16 bytes do not pair up is read as UTF-8, so that the importer says what it is.
 */
export async function readTextFile(path: string): Promise<string> {
  const bytes = await readFile(path);
  const paired = bytes.length % 2 === 0;
  if (paired && bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (paired && bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.toString('utf8');
}
