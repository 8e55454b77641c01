/**
 * One hit judged against the consent state in force when it fired (analyse-session.ts):
 * - an advertising hit whose tag does not read consent mode, while ad_storage is denied;
 * - user data (enhanced conversions, advanced matching, a hashed e-mail) while ad_user_data is denied;
 * - a remarketing hit (an advertising hit whose tag does not read consent mode) while
 *   ad_personalization is denied, when ad_storage is not (that is told already).
 * Google's own tags adapt to consent mode (cookieless pings), so only their user data is judged.
 */
import type { DecodedRequest } from '../decode.js';
import { isAdvertisingHit, readsConsentMode, userDataParameter } from './observe.js';
import type { ConsentState } from './timeline-types.js';

/** A consent problem of one hit. */
export interface ConsentIssue {
  code:
    | 'AD_STORAGE_DENIED'
    | 'AD_USER_DATA_DENIED'
    | 'AD_PERSONALIZATION_DENIED'
    | 'CONSENT_DEFAULT_LATE'
    | 'CONSENT_NOT_APPLIED';
  /**
   * The request whose report made the state in force (for CONSENT_DEFAULT_LATE: the first with a
   * default; for CONSENT_NOT_APPLIED: the page's first Google hit that reported consent set).
   */
  stateFrom: string;
  /** The source of the state in force (`gcd`, `gcs`, `tcf`, …). */
  source?: string;
  /** For AD_STORAGE_DENIED: the latest request that reported ad_storage denied. */
  reportedBy?: DecodedRequest;
  /** For AD_USER_DATA_DENIED: the parameter carrying the user data. */
  parameter?: string;
}

/** What most hits are judged to have: no problem (one shared, frozen list, never changed). */
export const NO_CONSENT_ISSUES: ConsentIssue[] = [];
Object.freeze(NO_CONSENT_ISSUES);

/**
 * The consent problems of `request` under `state` (null: no state known yet). A hit without problem
 * (most of them) gets the one shared empty list: nothing is allocated for it.
 */
export function judgeHit(request: DecodedRequest, state: ConsentState | null): ConsentIssue[] {
  if (state === null) return NO_CONSENT_ISSUES;
  let issues: ConsentIssue[] | null = null;
  if (state.ad_storage === 'denied' || state.ad_personalization === 'denied') {
    const advertising = isAdvertisingHit(request) && !readsConsentMode(request);
    const base = { stateFrom: state.from, source: state.source };
    if (advertising && state.ad_storage === 'denied') issues = [{ code: 'AD_STORAGE_DENIED', ...base }];
    else if (advertising && state.ad_personalization === 'denied')
      issues = [{ code: 'AD_PERSONALIZATION_DENIED', ...base }];
  }
  if (state.ad_user_data === 'denied') {
    const parameter = userDataParameter(request);
    if (parameter !== undefined)
      (issues ??= []).push({
        code: 'AD_USER_DATA_DENIED',
        stateFrom: state.from,
        source: state.source,
        parameter,
      });
  }
  return issues ?? NO_CONSENT_ISSUES;
}
