/**
 * The session's consent state over time, per page, and the consent problems of each hit judged against
 * the state in force when it fired. Requests are taken in capture order; a navigation (or a hit naming
 * another page) starts a new page, which begins with the state carried from the page before, since
 * consent is kept across pages. A Google hit whose gcd sets nothing, after another Google hit of the
 * page reported consent set, does not change the page's state: its tag does not see the consent the
 * page set (CONSENT_NOT_APPLIED). Pure and linear; never throws on odd requests.
 */
import type { DecodedRequest } from '../decode.js';
import { pageKeyOf, reportedPageUrlOf } from '../duplicates/page-url.js';
import { NAVIGATION_CODE } from '../vendors/navigation/code.js';
import { CONSENT_TYPES, type ConsentType } from './consent-value.js';
import { judgeHit, type ConsentIssue } from './judge-hit.js';
import { observeConsent, type ConsentObservation } from './observe.js';
import type { ConsentState, ConsentTimeline, ConsentTimelinePage } from './timeline-types.js';

export interface ConsentAnalysis {
  timeline: ConsentTimeline;
  /** The consent problems of each request that has some. */
  issues: ReadonlyMap<DecodedRequest, ConsentIssue[]>;
  /** For each request that reported ad_storage denied, the advertising hits that fired while it held. */
  deniedReporters: ReadonlyMap<DecodedRequest, DecodedRequest[]>;
}

const NO_ISSUES: ReadonlyMap<DecodedRequest, ConsentIssue[]> = new Map();
/** The offending codes of a hit without consent issues (most of them), shared: the timeline is never mutated once built. */
const NOTHING_OFFENDING: string[] = [];
Object.freeze(NOTHING_OFFENDING);
const NO_REPORTERS: ReadonlyMap<DecodedRequest, DecodedRequest[]> = new Map();

/** Builds the consent timeline and judges every hit. */
export function analyseConsent(requests: readonly DecodedRequest[]): ConsentAnalysis {
  const observations = requests.map(observeConsent);
  // Most sessions without consent strings: nothing to follow, nothing to judge.
  if (observations.every((observation) => observation === null)) {
    return { timeline: { pages: [] }, issues: NO_ISSUES, deniedReporters: NO_REPORTERS };
  }
  const pages: ConsentTimelinePage[] = [];
  const issues = new Map<DecodedRequest, ConsentIssue[]>();
  const deniedReporters = new Map<DecodedRequest, DecodedRequest[]>();
  let page: ConsentTimelinePage | null = null;
  let pageKey: string | null = null;
  let current: ConsentState | null = null;
  let deniedBy: DecodedRequest | null = null;
  // The first hit of the page whose gcd reports consent set (a default or an update), by id.
  let googleConsentFrom: string | null = null;
  const pageRequests: DecodedRequest[] = [];
  let anyConsent = false;
  // Hits of one page come one after another with the same page URL: its key is worked out once.
  let lastUrl: string | null = null;
  let lastKey: string | null = null;

  const closePage = (): void => {
    if (page !== null) lateDefaults(pageRequests, issues);
    pageRequests.length = 0;
  };
  const openPage = (url: string, key: string | null): ConsentTimelinePage => {
    closePage();
    const opened: ConsentTimelinePage = { pageUrl: url, states: [], hits: [] };
    if (current !== null) opened.states.push({ ...current, source: 'carried' });
    pages.push(opened);
    pageKey = key;
    googleConsentFrom = null;
    return opened;
  };

  for (let index = 0; index < requests.length; index++) {
    const request = requests[index] as DecodedRequest;
    if (request.category === null) continue;
    const url = pageUrlOf(request);
    if (url !== lastUrl) {
      lastUrl = url;
      lastKey = url === null ? null : pageKeyOf(url);
    }
    const key = lastKey;
    if (
      page === null ||
      request.category === NAVIGATION_CODE ||
      (key !== null && pageKey !== null && key !== pageKey)
    )
      page = openPage(url ?? '', key);
    else if (pageKey === null && key !== null) {
      pageKey = key;
      if (page.pageUrl === '') page.pageUrl = url ?? '';
    }
    pageRequests.push(request);
    let observation = observations[index] ?? null;
    // The page's first Google report of consent set, when this Google hit does not see it.
    let notAppliedFrom: string | null = null;
    if (observation !== null && observation.source === 'gcd') {
      if (setsSome(observation)) googleConsentFrom ??= request.requestId;
      else if (googleConsentFrom !== null && setsNothing(observation)) {
        // A Google tag that does not see the consent another one reported on the page: it changes
        // nothing of the page's consent, and is told.
        notAppliedFrom = googleConsentFrom;
        anyConsent = true;
        observation = null;
      }
    }
    const before = current;
    if (observation !== null) {
      anyConsent = true;
      const next: ConsentState = {
        ad_storage: current?.ad_storage ?? 'not set',
        analytics_storage: current?.analytics_storage ?? 'not set',
        ad_user_data: current?.ad_user_data ?? 'not set',
        ad_personalization: current?.ad_personalization ?? 'not set',
        ...observation.values,
        from: request.requestId,
        time: request.captured.timestamp,
        source: observation.source,
      };
      const unread = unreadAfter(current, observation);
      if (unread.length > 0) next.unread = unread;
      if (
        current === null ||
        page.states.length === 0 ||
        CONSENT_TYPES.some((type) => next[type] !== current?.[type]) ||
        unread.join() !== (current.unread ?? []).join()
      ) {
        page.states.push(next);
      }
      current = page.states[page.states.length - 1] ?? next;
      if (observation.values.ad_storage === 'denied') deniedBy = request;
      else if (observation.values.ad_storage !== undefined) deniedBy = null;
    }
    // A hit reporting consent itself is judged against what it reports; others against the state before.
    const inForce = observation !== null ? current : before;
    let found = judgeHit(request, inForce);
    if (notAppliedFrom !== null)
      found = [...found, { code: 'CONSENT_NOT_APPLIED', stateFrom: notAppliedFrom }];
    if (found.length > 0) issues.set(request, found);
    if (deniedBy !== null && found.some((issue) => issue.code === 'AD_STORAGE_DENIED')) {
      const list = deniedReporters.get(deniedBy);
      if (list) list.push(request);
      else deniedReporters.set(deniedBy, [request]);
      for (const issue of found) if (issue.code === 'AD_STORAGE_DENIED') issue.reportedBy = deniedBy;
    }
    page.hits.push({
      requestId: request.requestId,
      vendor: request.vendorName,
      category: request.category,
      stateIndex: page.states.length === 0 ? null : page.states.length - 1,
      offending: NOTHING_OFFENDING,
    });
  }
  closePage();
  if (issues.size > 0) {
    const byId = new Map<string, string[]>();
    for (const [request, list] of issues)
      byId.set(
        request.requestId,
        list.map((issue) => issue.code),
      );
    for (const each of pages)
      for (const hit of each.hits) hit.offending = byId.get(hit.requestId) ?? NOTHING_OFFENDING;
  }
  return { timeline: { pages: anyConsent ? pages : [] }, issues, deniedReporters };
}

/**
 * The types left unread in the state an observation makes: those it could not read, and those left
 * unread before that it does not set.
 */
function unreadAfter(current: ConsentState | null, observation: ConsentObservation): ConsentType[] {
  const unread: ConsentType[] = [];
  for (const type of CONSENT_TYPES) {
    const before = current?.unread?.includes(type) === true && observation.values[type] === undefined;
    if (before || observation.unread?.includes(type) === true) unread.push(type);
  }
  return unread;
}

/** A report that sets one of the four types at least (granted or denied). */
function setsSome(observation: ConsentObservation): boolean {
  return CONSENT_TYPES.some((type) => {
    const value = observation.values[type];
    return value !== undefined && value !== 'not set';
  });
}

/** A gcd read whole that sets none of the four types: the tag has no consent state. */
function setsNothing(observation: ConsentObservation): boolean {
  return (
    observation.unread === undefined &&
    CONSENT_TYPES.every((type) => (observation.values[type] ?? 'not set') === 'not set')
  );
}

/** A Google hit whose gcd says nothing is set, before one on the same page that has a default: too late. */
function lateDefaults(
  requests: readonly DecodedRequest[],
  issues: Map<DecodedRequest, ConsentIssue[]>,
): void {
  const unset: DecodedRequest[] = [];
  for (const request of requests) {
    if (!request.parameters.some((param) => param.name === 'gcd.ad_storage')) continue;
    const gcd = request.parameters.filter((param) => param.name.startsWith('gcd.'));
    if (gcd.length === 0) continue;
    if (gcd.every((param) => param.value === 'not set')) {
      // A gcd with a type left unread (gcd.ts) may have set it: neither too early nor a default.
      if (gcd.length === CONSENT_TYPES.length) unset.push(request);
      continue;
    }
    // The first hit with a default: every hit before it that set nothing was too early.
    for (const early of unset) {
      const list = issues.get(early) ?? [];
      list.push({ code: 'CONSENT_DEFAULT_LATE', stateFrom: request.requestId });
      issues.set(early, list);
    }
    return;
  }
}

function pageUrlOf(request: DecodedRequest): string | null {
  if (request.category === NAVIGATION_CODE) return request.captured.requestMetadata.requestUrl;
  const reported = reportedPageUrlOf(request);
  if (reported !== undefined) return reported;
  const tab = request.captured.tabUrl;
  return tab !== null && tab.trim() !== '' ? tab.trim() : null;
}
