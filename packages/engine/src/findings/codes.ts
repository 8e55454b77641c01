import type { Severity } from './finding.js';

/** One entry of the code catalogue: the severity a code carries by default and what it means. */
export interface FindingCodeInfo {
  severity: Severity;
  summary: string;
}

/**
 * The catalogue of finding codes. Google's Measurement Protocol validation codes are reused where they fit
 * (`VALUE_INVALID`, `VALUE_REQUIRED`, `NAME_INVALID`, ...); the others are Tagproof's own. Tests assert
 * these codes, never message texts.
 */
export const FINDING_CODES = {
  // Google's validation codes.
  VALUE_INVALID: { severity: 'error', summary: 'A value has the wrong format.' },
  VALUE_REQUIRED: { severity: 'error', summary: 'A required parameter is missing or empty.' },
  NAME_INVALID: { severity: 'error', summary: 'A name breaks the naming rules.' },
  NAME_RESERVED: { severity: 'error', summary: 'A name or prefix is reserved by the vendor.' },
  VALUE_OUT_OF_BOUNDS: { severity: 'error', summary: 'A value is longer or larger than allowed.' },
  EXCEEDED_MAX_ENTITIES: { severity: 'error', summary: 'Too many parameters, items or events.' },
  NAME_DUPLICATED: { severity: 'warning', summary: 'The same name is sent twice.' },
  // Decoding.
  BODY_NOT_JSON: { severity: 'error', summary: 'The request body should be JSON but does not parse.' },
  ITEM_STRING_TRUNCATED: { severity: 'warning', summary: 'An item string is cut off or malformed.' },
  PARAMETER_FORMAT_UNKNOWN: { severity: 'info', summary: 'A parameter has a format the decoder does not know.' },
  REQUEST_UNRECOGNISED: { severity: 'info', summary: 'No vendor recognises this request.' },
  URL_INVALID: { severity: 'error', summary: 'The request URL cannot be parsed.' },
  VALUE_REDACTED: { severity: 'info', summary: 'A value was redacted when it was captured.' },
  // GA4 rules (rules/ga4/).
  CURRENCY_MISSING_WITH_VALUE: { severity: 'error', summary: 'A value is sent without a currency.' },
  CURRENCY_INVALID: { severity: 'error', summary: 'A currency is not a three-letter ISO 4217 code.' },
  ITEM_ID_OR_NAME_MISSING: { severity: 'error', summary: 'An item has neither an item_id nor an item_name.' },
  ITEMS_REQUIRED: { severity: 'error', summary: 'An e-commerce event that needs items has none.' },
  EMPTY_TRANSACTION_ID: { severity: 'error', summary: 'A purchase or refund has an empty transaction_id.' },
  VALUE_NOT_NUMBER: { severity: 'warning', summary: 'A value is sent as text instead of a number.' },
  VALUE_ITEMS_MISMATCH: { severity: 'warning', summary: 'The value differs from the sum of price × quantity of the items.' },
  TRANSACTION_ID_REUSED: { severity: 'warning', summary: 'Two purchases share one transaction_id.' },
  CONSENT_DENIED: { severity: 'info', summary: 'Consent mode reports a denied storage type.' },
  AD_STORAGE_DENIED: { severity: 'warning', summary: 'Ad pixels fire while consent mode says ad storage is denied.' },
  // Custom checks (problems in a test or trigger definition, not in a request).
  METRICS_UNPARSEABLE: { severity: 'warning', summary: 'The metrics of a test or trigger are not a JSON list; none are used.' },
  METRIC_INVALID: { severity: 'warning', summary: 'A metric has no name or an unknown comparison and is ignored.' },
  CHECK_WITHOUT_CONDITIONS: { severity: 'warning', summary: 'A test or trigger has no usable condition.' },
  CHECK_CATEGORY_MISSING: { severity: 'warning', summary: 'A test or trigger names no vendor category, so it never applies.' },
  CHECK_LINK_UNKNOWN: { severity: 'info', summary: 'A linked or expected test or trigger id is not among those sent.' },
  EXPECTED_TESTS_UNPARSEABLE: { severity: 'warning', summary: 'The expected tests of a trigger are not a list of test ids.' },
  TEST_NEVER_RUNS: { severity: 'info', summary: 'A test is linked only to triggers of other vendors, so it can never run.' },
} as const satisfies Record<string, FindingCodeInfo>;

export type KnownFindingCode = keyof typeof FINDING_CODES;
