import type { CapturedRequest } from '../capture/captured-request.js';
import { NAVIGATION_CATEGORY } from '../capture/captured-request.js';
import { parseParams } from '../url/params.js';
import { parseUrl } from '../url/parse-url.js';
import type { RequestView } from './define-vendor.js';

/** Builds the view vendors match and decode against; null when the URL has no host. */
export function toRequestView(request: CapturedRequest): RequestView | null {
  const url = parseUrl(request.requestMetadata.requestUrl);
  if (url === null) return null;
  return {
    url,
    query: parseParams(url.query),
    method: request.requestMetadata.method,
    body: request.requestMetadata.postData,
    isNavigation: request.requestMetadata.requestCategory === NAVIGATION_CATEGORY,
    timestamp: request.timestamp,
  };
}
