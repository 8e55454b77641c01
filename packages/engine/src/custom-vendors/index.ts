export {
  CUSTOM_VENDOR_LIMITS,
  CUSTOM_VENDOR_CODE,
  type CustomVendorDefinition,
  type CustomVendorMatch,
} from './custom-vendor-definition.js';
export { parseCustomVendors, parseCustomVendor, type CustomVendorsResult } from './parse-custom-vendors.js';
export { defineCustomVendor, defineCustomVendors } from './define-custom-vendor.js';
export { MAX_PATTERN_INPUT } from './safe-pattern.js';
export { usableCustomVendors } from './usable-custom-vendors.js';
