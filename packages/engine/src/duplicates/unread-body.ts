import type { DecodedRequest } from '../decode.js';

/**
 * The body of a request its vendor could not read (a decoding finding on `postData`: a compressed
 * Clarity upload, a body that should be JSON and is not), else null. Such a body holds the hit's
 * data unseen, so duplicates compare it as sent: two uploads with other bodies are two uploads, however
 * alike their URLs; the same body sent twice is still a duplicate.
 */
export function unreadBody(request: DecodedRequest): string | null {
  const { findings } = request;
  if (findings.length === 0) return null;
  const body = request.captured.requestMetadata.postData;
  if (body === null || body.length === 0) return null;
  for (const finding of findings) if (finding.fieldPath === 'postData') return body;
  return null;
}
