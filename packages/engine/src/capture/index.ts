export type { CapturedRequest, RequestMetadata, FlatRequestInput, Delivery } from './captured-request.js';
export { NAVIGATION_CATEGORY } from './captured-request.js';
export { normalizeRequest, toEpochMs, type NormalizeIssue } from './normalize.js';
export { readHar, type HarImport } from './har.js';
export {
  importCapture,
  importJson,
  importHar,
  importUrlList,
  importNotes,
  type BodilessRequest,
  type ImportFormat,
  type ImportResult,
} from './import-file.js';
export { redirectParamsOf } from './redirects.js';
export { ImportError } from './import-error.js';
export { textEncodingOf } from './file-text.js';
export { otherSiteFrameOf, registeredSiteOf } from './frame.js';
