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
  BODY_NOT_CAPTURED: {
    severity: 'info',
    summary: 'A POST whose events travel in its body, which the capture does not hold.',
  },
  ITEM_STRING_TRUNCATED: { severity: 'warning', summary: 'An item string is cut off or malformed.' },
  PARAMETER_FORMAT_UNKNOWN: {
    severity: 'info',
    summary: 'A parameter has a format the decoder does not know.',
  },
  REQUEST_UNRECOGNISED: { severity: 'info', summary: 'No vendor recognises this request.' },
  UNKNOWN_VENDOR_ENDPOINT: {
    severity: 'info',
    summary:
      "A known vendor's tracking host, but not an endpoint Tagproof knows (its format may have changed).",
  },
  UNIVERSAL_ANALYTICS_SUNSET: {
    severity: 'error',
    summary: 'A Universal Analytics hit: Google no longer processes Universal Analytics data, so it is lost.',
  },
  ADS_CONVERSION_LABEL_MISSING: {
    severity: 'info',
    summary:
      'A conversion-like event reached Google Ads without a conversion label: no conversion is recorded.',
  },
  ADS_TRANSACTION_ID_MISSING: {
    severity: 'warning',
    summary:
      'A purchase conversion reached Google Ads without a transaction id (oid): a reload counts it again.',
  },
  TAG_ID_PREFIX_DOUBLED: {
    severity: 'warning',
    summary:
      'A Google tag or conversion ID carries its prefix twice (AW-AW-…), or an AW- prefix where the number alone belongs.',
  },
  TAG_ID_INVALID: {
    severity: 'warning',
    summary:
      "A Google tag or GTM container is loaded with an id that is no tag's (empty, undefined, a placeholder).",
  },
  URL_INVALID: { severity: 'error', summary: 'The request URL cannot be parsed.' },
  VALUE_REDACTED: { severity: 'info', summary: 'A value was redacted when it was captured.' },
  VALUE_PLACEHOLDER: {
    severity: 'warning',
    summary: 'A value is a template macro its tag never filled in (${GDPR}, ##Email##, %%CACHEBUSTER%%).',
  },
  // GA4 rules (rules/ga4/).
  CURRENCY_MISSING_WITH_VALUE: { severity: 'error', summary: 'A value is sent without a currency.' },
  CURRENCY_INVALID: { severity: 'error', summary: 'A currency is not a three-letter ISO 4217 code.' },
  ITEM_ID_OR_NAME_MISSING: { severity: 'error', summary: 'An item has neither an item_id nor an item_name.' },
  ITEMS_REQUIRED: { severity: 'error', summary: 'An e-commerce event that needs items has none.' },
  EMPTY_TRANSACTION_ID: { severity: 'error', summary: 'A purchase or refund has an empty transaction_id.' },
  VALUE_NOT_NUMBER: { severity: 'warning', summary: 'A value is sent as text instead of a number.' },
  PAGE_LOCATION_EMPTY: {
    severity: 'warning',
    summary: "A browser hit's page location (dl) is empty, so GA4 gets no page for it.",
  },
  VALUE_ITEMS_MISMATCH: { severity: 'warning', summary: 'The value is not Σ price × quantity of the items.' },
  TRANSACTION_ID_REUSED: { severity: 'warning', summary: 'Two purchases share one transaction_id.' },
  AD_STORAGE_DENIED: { severity: 'warning', summary: 'Ad pixels fire while ad storage is denied.' },
  // Consent (consent/ and rules/consent/), for every vendor; they also use AD_STORAGE_DENIED.
  CONSENT_STRING_UNREADABLE: {
    severity: 'info',
    summary: 'A consent string (gcd, gcs, TCF, US privacy, …) is not in a form Tagproof can read.',
  },
  AD_USER_DATA_DENIED: {
    severity: 'warning',
    summary:
      'User data (enhanced conversions, advanced matching, hashed e-mail) is sent while ad_user_data is denied.',
  },
  CONSENT_DEFAULT_LATE: {
    severity: 'warning',
    summary: 'Google tags fired before the consent default was set on a page that uses consent mode.',
  },
  CONSENT_NOT_APPLIED: {
    severity: 'warning',
    summary: 'A Google tag sent no consent state after another Google tag on the page reported one.',
  },
  AD_PERSONALIZATION_DENIED: {
    severity: 'warning',
    summary: 'Remarketing hits fire while ad_personalization is denied (or npa=1).',
  },
  DEBUG_MODE_FALSE: {
    severity: 'warning',
    summary: 'debug_mode is sent as false or 0, which still turns GA4 debug mode on.',
  },
  // Meta pixel rules (rules/meta/); they also use VALUE_REQUIRED, VALUE_INVALID and CURRENCY_INVALID.
  META_VALUE_INVALID: {
    severity: 'error',
    summary: 'A Meta value is not a plain non-negative decimal number.',
  },
  META_JSON_INVALID: { severity: 'error', summary: 'Meta contents or content_ids are not valid JSON.' },
  META_CONTENTS_SHAPE: {
    severity: 'warning',
    summary: 'Meta contents or content_ids parse as JSON but are not the documented list.',
  },
  META_EVENT_CASE: {
    severity: 'warning',
    summary: 'A Meta standard event name is spelled in the wrong case, so Meta counts a custom event.',
  },
  META_USER_DATA_UNHASHED: {
    severity: 'error',
    summary: 'A Meta advanced-matching e-mail, phone or name is not a SHA-256 hash.',
  },
  META_CUSTOMER_INFO_UNHASHED: {
    severity: 'warning',
    summary: 'Other Meta advanced-matching data (city, zip, birth date, …) is not hashed.',
  },
  // Navigation rules (rules/navigation/); they also use NAME_DUPLICATED.
  PAGE_ERROR_STATUS: {
    severity: 'warning',
    summary: 'A page the capture navigated to answered with an HTTP error (4xx, 5xx).',
  },
  PAGE_BOT_CHECK: {
    severity: 'warning',
    summary: "The capture landed on a bot manager's check, not on the site's page.",
  },
  UTM_SOURCE_MISSING: {
    severity: 'warning',
    summary: 'utm_medium or utm_campaign is set without utm_source.',
  },
  UTM_NAME_CASE: {
    severity: 'warning',
    summary: 'A UTM parameter name is not lowercase, so it is not read.',
  },
  UTM_NAME_MISSPELLED: {
    severity: 'warning',
    summary: 'A utm_ parameter name looks like a misspelt standard one.',
  },
  UTM_VALUE_EMPTY: { severity: 'warning', summary: 'A UTM parameter has an empty value.' },
  UTM_PLACEHOLDER: {
    severity: 'warning',
    summary: 'A UTM parameter holds an unreplaced template placeholder.',
  },
  UTM_VALUE_MALFORMED: {
    severity: 'warning',
    summary: 'A campaign parameter value contains another campaign parameter.',
  },
  UTM_IN_FRAGMENT: {
    severity: 'warning',
    summary: 'UTM parameters are after the # of the URL, where they are not read.',
  },
  CLICK_ID_EMPTY: { severity: 'warning', summary: 'A click id parameter is in the URL without a value.' },
  // Personal data (rules/personal-data/), for every vendor.
  PII_EMAIL: { severity: 'error', summary: 'A parameter value contains an e-mail address.' },
  PII_PHONE: { severity: 'error', summary: 'A parameter value contains a phone number.' },
  // Personal data by field name (rules/ga4/personal-data-fields.ts), Google Analytics only.
  PII_NAME: { severity: 'warning', summary: "A parameter named for a person's name carries one." },
  PII_ADDRESS: { severity: 'warning', summary: 'A parameter named for a street address carries one.' },
  HASHED_EMPTY_VALUE: {
    severity: 'warning',
    summary: 'A hashed identifier is the hash of an empty or missing value.',
  },
  // Commerce (rules/commerce/), for every vendor whose purchases are read.
  VALUE_UNFILLED: {
    severity: 'warning',
    summary:
      'An account, event name, value, currency or order id is `undefined`, `NaN` or `[object Object]`: a variable never filled.',
  },
  // Delivery (rules/delivery/), for every vendor, when the capture recorded the answer.
  REQUEST_REFUSED: {
    severity: 'error',
    summary: "The vendor refused the request, or the page's own policy blocked it: nothing was collected.",
  },
  REQUEST_FAILED: {
    severity: 'warning',
    summary: 'The browser could not send the request (a blocker, the network): nothing was collected.',
  },
  // Custom checks (problems in a test or trigger definition, not in a request).
  METRICS_UNPARSEABLE: {
    severity: 'warning',
    summary: 'The metrics of a test or trigger are not a JSON list; none are used.',
  },
  METRIC_INVALID: {
    severity: 'warning',
    summary: 'A metric has no name or an unknown comparison and is ignored.',
  },
  CHECK_WITHOUT_CONDITIONS: { severity: 'warning', summary: 'A test or trigger has no usable condition.' },
  CHECK_CATEGORY_MISSING: {
    severity: 'warning',
    summary: 'A test or trigger names no vendor category, so it never applies.',
  },
  CHECK_LINK_UNKNOWN: {
    severity: 'info',
    summary: 'A linked or expected test or trigger id is not among those sent.',
  },
  EXPECTED_TESTS_UNPARSEABLE: {
    severity: 'warning',
    summary: 'The expected tests of a trigger are not a list of test ids.',
  },
  TEST_NEVER_RUNS: {
    severity: 'info',
    summary: 'A test is linked only to triggers of other vendors, so it can never run.',
  },
} as const satisfies Record<string, FindingCodeInfo>;

export type KnownFindingCode = keyof typeof FINDING_CODES;
