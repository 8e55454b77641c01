/**
 * A capture file's text: UTF-16 (little- or big-endian) when it starts with that byte order mark, as
 * Windows tools save a HAR file, else UTF-8 as `File.text()` reads it. A file whose UTF-16 bytes do
 * not pair up is read as UTF-8, so that the importer says what it is.
 */
export async function fileText(file: Blob): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  const paired = file.size % 2 === 0;
  const encoding =
    paired && head[0] === 0xff && head[1] === 0xfe
      ? 'utf-16le'
      : paired && head[0] === 0xfe && head[1] === 0xff
        ? 'utf-16be'
        : null;
  // TextDecoder drops the byte order mark.
  return encoding === null ? file.text() : new TextDecoder(encoding).decode(await file.arrayBuffer());
}
