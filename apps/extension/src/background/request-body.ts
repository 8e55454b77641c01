/**
 * The request body of a `chrome.webRequest.onBeforeRequest` event as text. Chrome gives either
 * `formData` (a parsed `application/x-www-form-urlencoded` or `multipart/form-data` body) or `raw`
 * (the bytes, for everything else: GA4's `text/plain` beacons, JSON, …), never both.
 */

/** The part of `OnBeforeRequestDetails.requestBody` that is read here (structurally compatible). */
export interface WebRequestBody {
  error?: string;
  formData?: Record<string, Array<string | ArrayBuffer>>;
  raw?: Array<{ bytes?: ArrayBuffer; file?: string }>;
}

const utf8 = new TextDecoder('utf-8');

/**
 * Decodes a request body: raw bytes as UTF-8 text (invalid sequences become U+FFFD), form data
 * re-encoded as a URL-encoded form body (`a=1&b=x%20y`, keys in Chrome's order). Uploaded files are
 * left out. Returns null when there is no body, Chrome reports an error, or the body is empty.
 */
export function decodeRequestBody(body: WebRequestBody | undefined): string | null {
  if (body === undefined || body.error !== undefined) return null;
  if (body.formData !== undefined) return encodeFormData(body.formData);
  if (body.raw !== undefined) return decodeRawParts(body.raw);
  return null;
}

function encodeFormData(formData: Record<string, Array<string | ArrayBuffer>>): string | null {
  const pairs: string[] = [];
  for (const [name, values] of Object.entries(formData)) {
    for (const value of values) {
      const text = typeof value === 'string' ? value : utf8.decode(value);
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(text)}`);
    }
  }
  return pairs.length > 0 ? pairs.join('&') : null;
}

function decodeRawParts(parts: Array<{ bytes?: ArrayBuffer; file?: string }>): string | null {
  const chunks = parts.flatMap((part) => (part.bytes !== undefined ? [new Uint8Array(part.bytes)] : []));
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  if (length === 0) return null;
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return utf8.decode(joined);
}
