/** The consent timeline validate() answers with (`data.consent`), for a Consent panel to draw. */
import type { ConsentType, ConsentValue } from './consent-value.js';
import type { ConsentSource } from './observe.js';

/** One consent state in force on a page, from the request that set it until the next state. */
export type ConsentState = Record<ConsentType, ConsentValue> & {
  /** The request that reported it (for `carried`, the one that set it on an earlier page). */
  from: string;
  /** Capture time of that request (ms since the epoch; 0 when unknown). */
  time: number;
  /** What reported it: a Google string, Microsoft's asc, a TCF string, or carried from the page before. */
  source: ConsentSource | 'carried';
  /**
   * The types the reporting string left unread (a `gcd` letter no reading covers, gcd.ts): their value
   * is the one in force before, not what this string says. Absent when every type was read.
   */
  unread?: ConsentType[];
};

/** A recognised request on the page, with the state in force when it fired and the consent codes it got. */
export interface ConsentTimelineHit {
  requestId: string;
  vendor: string | null;
  category: string | null;
  /** Index in the page's `states`; null when no consent state was known yet. */
  stateIndex: number | null;
  /** Consent finding codes told on this hit (AD_STORAGE_DENIED, AD_USER_DATA_DENIED, …). */
  offending: string[];
}

export interface ConsentTimelinePage {
  pageUrl: string;
  states: ConsentState[];
  hits: ConsentTimelineHit[];
}

/** The session's consent states per page; `pages` is empty when no request says anything about consent. */
export interface ConsentTimeline {
  pages: ConsentTimelinePage[];
}
