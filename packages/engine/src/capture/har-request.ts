/** What the HAR importer reads of an entry's request: its body and headers. */
import { decodeComponent } from '../url/decode-component.js';
import { asciiText, base64Bytes, percentEscapes, standardSextet, type Base64Bytes } from '../url/base64.js';

/** An entry's `request`, as far as the importer reads it. */
export interface HarRequestLike {
  method?: unknown;
  url?: unknown;
  postData?: { text?: unknown; params?: unknown; encoding?: unknown; _file?: unknown; _sha1?: unknown };
  headers?: unknown;
  bodySize?: unknown;
}

/** The value of the header `name` (in lower case) of a HAR header list, trimmed, or undefined. */
export function headerIn(headers: unknown, name: string): string | undefined {
  if (!Array.isArray(headers)) return undefined;
  for (const header of headers as unknown[]) {
    if (header === null || typeof header !== 'object') continue;
    const { name: headerName, value } = header as { name?: unknown; value?: unknown };
    if (typeof headerName === 'string' && headerName.toLowerCase() === name)
      return typeof value === 'string' ? value.trim() : '';
  }
  return undefined;
}

/**
 * Whether the file left a request's body out: its `postData` has no text nor parameters, but names the
 * file it went to (Playwright's `content: "attach"`: `_file`, `_sha1` in traces), or the request had
 * a body by its size (`content: "omit"`; older Chrome exports, which did not keep beacons' bodies) or,
 * when the size is unknown, by its `Content-Length` (WebPageTest).
 */
export function isBodyLeftOut(request: HarRequestLike): boolean {
  const postData = request.postData;
  if (postDataText(postData)) return false;
  if (typeof postData?._file === 'string' || typeof postData?._sha1 === 'string') return true;
  if (typeof request.bodySize === 'number' && request.bodySize >= 0) return request.bodySize > 0;
  return Number(headerIn(request.headers, 'content-length') ?? '') > 0;
}

/** A request's body as text: its `text` (base64 decoded), else its form `params` encoded; null when none. */
export function postDataText(postData: HarRequestLike['postData']): string | null {
  if (!postData) return null;
  if (typeof postData.text === 'string' && postData.text.length > 0) {
    return postData.encoding === 'base64' ? decodeBase64(postData.text) : postData.text;
  }
  if (Array.isArray(postData.params)) {
    return (postData.params as Array<{ name?: unknown; value?: unknown } | null>)
      .filter((param): param is { name: string; value?: unknown } => typeof param?.name === 'string')
      .map(
        (param) =>
          `${encodeURIComponent(param.name)}=${encodeURIComponent(typeof param.value === 'string' ? param.value : '')}`,
      )
      .join('&');
  }
  return null;
}

/** Decodes base64 to text (UTF-8) without Node's Buffer or the DOM's atob; other characters are passed over. */
function decodeBase64(text: string): string {
  const bytes = base64Bytes(text, standardSextet, () => true) as Base64Bytes;
  return asciiText(bytes) ?? decodeComponent(percentEscapes(bytes), false);
}
