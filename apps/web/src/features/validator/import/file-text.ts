import { textEncodingOf } from '@tagproof/engine';

/**
 * A capture file's text: UTF-16 (little- or big-endian, with or without a byte order mark) when the
 * engine's `textEncodingOf` takes it for UTF-16, as Windows tools save a HAR file; else UTF-8 as
 * `File.text()` reads it.
 */
export async function fileText(file: Blob): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const encoding = textEncodingOf(head, file.size);
  // TextDecoder drops the byte order mark.
  return encoding === null ? file.text() : new TextDecoder(encoding).decode(await file.arrayBuffer());
}
