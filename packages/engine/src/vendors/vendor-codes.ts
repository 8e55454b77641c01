/**
 * A vendor code (`GOOGLEANALYTICS4`, `FACEBOOK`, `Navigation`…): the `code` of a vendor of the registry.
 * Codes are strings, not a closed list, so that vendors can be added (and later defined at runtime);
 * the list of known codes is VENDOR_CODES (lookup.ts), read from the registry.
 */
export type VendorCode = string;

/** Parameter groups used to lay out decoded parameters. */
export type ParameterGroup =
  'most_used' | 'e_commerce' | 'user' | 'consent_mode' | 'custom_event_parameters' | 'other';
