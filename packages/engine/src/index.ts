/**
 * @tagproof/engine: decodes, validates and checks analytics tracking requests. Pure TypeScript with no
 * DOM and no Node APIs, so the same code runs in the browser, the server, the extension and the CLI.
 */
export { validate, toValidatedRequest } from './validation/validate.js';
export type * from './validation/types.js';
export { VALIDATION_RESPONSE_VERSION } from './validation/types.js';
export { resolveParameters, type ResolvedParameter } from './validation/parameter-labels.js';
export { maskPersonalData } from './rules/personal-data/mask-value.js';
export {
  analyzeDuplicates,
  differingParameters,
  findDuplicates,
  type ComparedRequest,
  type DifferingParameter,
  type DuplicateAnalysis,
} from './duplicates/index.js';
export {
  checkSession,
  readCheckSet,
  crossCheckCounts,
  canonicalText,
  parseMetricList,
  type ParsedList,
  type SessionChecks,
  type CheckSet,
} from './checks/index.js';
export { validationCacheKey, VALIDATION_CACHE_PREFIX, type CacheKeyOptions } from './cache-key/index.js';
export {
  decode,
  decodeCaptured,
  isTrackingTraffic,
  recognise,
  type DecodedRequest,
  type DecodedParameter,
} from './decode.js';
export { forgetCall } from './call-memory.js';
export * from './capture/index.js';
export * from './findings/index.js';
export * from './consent/index.js';
export * from './diff/index.js';
export { VENDORS } from './vendors/index.js';
export * from './custom-vendors/index.js';
export {
  vendorByCode,
  vendorDisplayName,
  VENDOR_CODES,
  SUPPORTED_CATEGORIES,
  VENDOR_CODE_ALIASES,
} from './vendors/lookup.js';
export { listVendors, vendorFacts, DEFAULT_VENDOR_CODE, type VendorFacts } from './vendors/vendor-facts.js';
export type { VendorCode, ParameterGroup } from './vendors/vendor-codes.js';
export {
  VENDOR_KINDS,
  type VendorKind,
  type VendorBadge,
  type DuplicateKeys,
  type MetricCategoryRules,
} from './vendors/vendor-traits.js';
export type { PurchaseReader, PurchaseParams } from './vendors/purchase-reader.js';
export type {
  Vendor,
  VendorSpec,
  VendorEvent,
  RequestView,
  ParamSpec,
  ParamPattern,
} from './vendors/define-vendor.js';
export {
  parseUrl,
  parseParams,
  decodeComponent,
  flattenJson,
  type ParsedUrl,
  type Param,
} from './url/index.js';
