/**
 * Advanced-matching fields (`ud[em]`, `ud[ph]`, `ud[fn]`, `ud[ln]`, …) must arrive as SHA-256 hashes
 * (64 hexadecimal characters). fbevents.js hashes what it is given; plain text means a hand-built pixel
 * URL or a broken integration, and sends the visitor's personal data to Meta in the clear.
 *
 * These rules own the `ud[…]` fields listed in user-data-fields.ts: the personal-data rules skip them on
 * Meta requests, so an unhashed e-mail is reported once, here, with advice to hash it. Values redacted
 * at capture (`[redacted:email]`) are not checked: the decoder reports them.
 */
import { isSha256Hex } from '../personal-data/char-classes.js';
import { maskText } from '../personal-data/mask.js';
import { defineRule, type Rule, type RuleHit } from '../define-rule.js';
import type { DecodedRequest } from '../../decode.js';
import { META_ADVANCED_MATCHING, isRedacted } from './meta-facts.js';
import { META_CONTACT_FIELDS, META_CUSTOMER_FIELDS } from './user-data-fields.js';
import { META_CODE } from '../../vendors/facebook/code.js';

/** True for a digest of another algorithm (MD5, SHA-1: hexadecimal, 32 characters or more). */
function isHex(value: string): boolean {
  if (value.length < 32) return false;
  for (const char of value) {
    if (!((char >= '0' && char <= '9') || (char >= 'a' && char <= 'f') || (char >= 'A' && char <= 'F')))
      return false;
  }
  return true;
}

function unhashed(request: DecodedRequest, fields: ReadonlyMap<string, string>): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const param of request.parameters) {
    const readable = fields.get(param.name);
    if (readable === undefined) continue;
    const value = param.value.trim();
    if (value.length === 0 || isRedacted(value) || isSha256Hex(value)) continue;
    const otherHash = isHex(value);
    const masked = otherHash ? `${value.length} hexadecimal characters` : maskText(value);
    const problem = otherHash
      ? `is hashed, but not with SHA-256 (${masked})`
      : `is sent in plain text (${masked})`;
    hits.push({
      fieldPath: param.name,
      parameter: `${readable} (advanced matching)`,
      message:
        `The advanced-matching ${readable} (${param.name}) ${problem}. Meta requires advanced-matching data as a SHA-256 hash ` +
        `of the normalised value (64 hexadecimal characters); anything else is not matched, and plain text ` +
        `exposes the visitor's data.`,
      expected: 'a SHA-256 hash (64 hexadecimal characters)',
      received: masked,
    });
  }
  return hits;
}

export const metaContactUnhashedRule: Rule = defineRule({
  id: 'meta.user-data-unhashed',
  code: 'META_USER_DATA_UNHASHED',
  severity: 'error',
  description: 'ud[em], ud[ph], ud[fn] and ud[ln] must be SHA-256 hashes, never plain text.',
  source: META_ADVANCED_MATCHING,
  categories: [META_CODE],
  check: (request) => unhashed(request, META_CONTACT_FIELDS),
});

export const metaCustomerInfoUnhashedRule: Rule = defineRule({
  id: 'meta.customer-info-unhashed',
  code: 'META_CUSTOMER_INFO_UNHASHED',
  severity: 'warning',
  description: 'ud[ge], ud[db], ud[ct], ud[st], ud[zp] and ud[country] should be SHA-256 hashes.',
  source: META_ADVANCED_MATCHING,
  categories: [META_CODE],
  check: (request) => unhashed(request, META_CUSTOMER_FIELDS),
});
