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
} as const satisfies Record<string, FindingCodeInfo>;

export type KnownFindingCode = keyof typeof FINDING_CODES;
