import type { Param } from './params.js';

/**
 * Reads the text fields of a `multipart/form-data` body (as the Meta pixel sends with `sendBeacon`).
 * The boundary is the body's first line. Returns null when the body is not multipart.
 */
export function parseMultipart(body: string): Param[] | null {
  if (!body.startsWith('--')) return null;
  const lineEnd = body.indexOf('\n');
  if (lineEnd === -1) return null;
  const boundary = body.slice(0, lineEnd).replace(/\r$/, '');
  if (boundary.length < 3) return null;
  const params: Param[] = [];
  for (const part of body.split(boundary).slice(1)) {
    const headerEnd = part.indexOf('\r\n\r\n') !== -1 ? part.indexOf('\r\n\r\n') : part.indexOf('\n\n');
    if (headerEnd === -1) continue;
    const headers = part.slice(0, headerEnd);
    const nameStart = headers.indexOf('name="');
    if (nameStart === -1) continue;
    const nameEnd = headers.indexOf('"', nameStart + 6);
    if (nameEnd === -1) continue;
    const separator = part.startsWith('\r\n\r\n', headerEnd) ? 4 : 2;
    let value = part.slice(headerEnd + separator);
    if (value.endsWith('\r\n')) value = value.slice(0, -2);
    else if (value.endsWith('\n')) value = value.slice(0, -1);
    params.push({ name: headers.slice(nameStart + 6, nameEnd), value });
  }
  return params;
}
