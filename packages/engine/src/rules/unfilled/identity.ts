/**
 * What a hit counts for, never filled: the account it is sent to (its pixel, tag or site id) or the
 * name of its event, written as `undefined`, `NaN` or `[object Object]` (an account also as `null`),
 * what JavaScript writes for a variable never set. With no account the vendor counts the hit for
 * none; with such an event name it records an event named `undefined` rather than the one meant.
 * Either way the hit is lost to what it was sent for: an error, for every vendor (VALUE_UNFILLED, the
 * code of fields never filled). The account is also read behind the prefix its vendor adds
 * (Floodlight's `DC-<src>`). Left to the rules that own them: GA4's measurement ID
 * (ga4/measurement-id.ts), Meta's pixel id (meta/pixel-id.ts), and whatever the decoder already
 * reported on the same field (GTM's TAG_ID_INVALID).
 */
import type { DecodedParameter, DecodedRequest } from '../../decode.js';
import { META_CODE } from '../../vendors/facebook/code.js';
import { GA4_CODE } from '../../vendors/ga4/code.js';
import { isUnfilled, UNFILLED_SOURCE } from '../commerce/unfilled-value.js';
import { defineRule, NO_HITS, type RuleHit } from '../define-rule.js';

/** The vendors whose account id has a rule of its own. */
const ACCOUNT_CHECKED: ReadonlySet<string> = new Set([GA4_CODE, META_CODE]);

/** The first letters of the words isNeverFilled reads: `u`ndefined, `N`aN, `[`object Object], `n`ull. */
const NEVER_FILLED_STARTS: ReadonlySet<number> = new Set([117, 78, 91, 110]);

/** A word a variable never filled writes; `null` too, which names no account. */
function isNeverFilled(text: string): boolean {
  return text === 'null' || isUnfilled(text);
}

export const unfilledIdentityRule = defineRule({
  id: 'unfilled.identity',
  code: 'VALUE_UNFILLED',
  severity: 'error',
  description: 'The account a hit is sent to (nor `null`) and its event name are never `undefined`.',
  source: UNFILLED_SOURCE,
  categories: 'all',
  check: (request: DecodedRequest) => {
    const vendor = request.vendor;
    if (vendor === null) return NO_HITS;
    const account = ACCOUNT_CHECKED.has(vendor.code) ? null : unfilledAccount(request);
    const event = unfilledEvent(request, account);
    if (account === null && event === null) return NO_HITS;
    const name = request.vendorName ?? vendor.name;
    const hits: RuleHit[] = [];
    if (account !== null) hits.push(accountHit(account, name));
    if (event !== null) hits.push(eventHit(event, name));
    return hits;
  },
});

/** The parameter carrying the request's account when it was never filled, else null. */
function unfilledAccount(request: DecodedRequest): DecodedParameter | null {
  const account = request.accountID;
  if (account === null) return null;
  // Where the account as written starts, after the prefix its vendor may add: nearly every account
  // starts with a digit or a capital there, ruled out before anything is cut out of it.
  const start = account.indexOf('-') + 1;
  if (!NEVER_FILLED_STARTS.has(account.charCodeAt(start))) return null;
  const written = start === 0 ? account : account.slice(start);
  if (!isNeverFilled(written)) return null;
  return unreported(request, (param) => param.value === account || param.value === written);
}

/** The parameter carrying the request's event name when it was never filled, else null. */
function unfilledEvent(request: DecodedRequest, account: DecodedParameter | null): DecodedParameter | null {
  const event = request.eventName;
  // Not `null`: a JSON body's event left null is no event name, which its decoder names otherwise.
  if (event === null || !isUnfilled(event)) return null;
  return unreported(request, (param) => param !== account && param.value === event);
}

/** The first parameter `carries`, unless the decoder already reported something on it. */
function unreported(
  request: DecodedRequest,
  carries: (param: DecodedParameter) => boolean,
): DecodedParameter | null {
  const param = request.parameters.find(carries);
  if (param === undefined || request.findings.some((finding) => finding.fieldPath === param.name))
    return null;
  return param;
}

function accountHit(param: DecodedParameter, vendor: string): RuleHit {
  return {
    fieldPath: param.name,
    parameter: param.label,
    message:
      `${param.name}, the ${vendor} account this hit is sent to (its pixel, tag or site ID), is ` +
      `"${param.value}": the tag was set up with a variable that held nothing, so ${vendor} counts the ` +
      `hit for no account. Check the ID the tag is given.`,
    expected: 'the account ID',
    received: param.value,
  };
}

function eventHit(param: DecodedParameter, vendor: string): RuleHit {
  return {
    fieldPath: param.name,
    parameter: param.label,
    message:
      `${param.name}, the name of this hit's event, is "${param.value}": the tag sent a variable that ` +
      `was never filled as its event, so ${vendor} records an event named "${param.value}" rather than ` +
      `the one meant. Check what fills the event name (the data layer event or the tag's variable).`,
    expected: 'the event name',
    received: param.value,
  };
}
