/**
 * GA4 collection limits as data, per protocol: the counts (counts.ts), lengths (lengths.ts) and name
 * lengths (param-names.ts, event-names.ts) beyond which Google drops data.
 */
import { GA4_SOURCES } from './sources.js';
import type { Ga4Protocol } from './view.js';

export interface Ga4Limits {
  eventName: number;
  paramName: number;
  paramValue: number;
  eventParams: number;
  userProperties: number;
  userPropertyName: number;
  userPropertyValue: number;
  userId: number;
  items: number;
  customItemParams: number;
  /** gtag.js counts custom item parameters across the event's items; the Measurement Protocol per item. */
  customItemParamsPer: 'event' | 'item';
}

const COMMON = {
  eventName: 40,
  paramName: 40,
  paramValue: 100,
  eventParams: 25,
  userProperties: 25,
} as const;
const USERS = { userPropertyName: 24, userPropertyValue: 36, userId: 256, items: 200 } as const;

export const GA4_LIMITS: Readonly<Record<Ga4Protocol, Ga4Limits>> = {
  gtag: { ...COMMON, ...USERS, customItemParams: 27, customItemParamsPer: 'event' },
  mp: { ...COMMON, ...USERS, customItemParams: 10, customItemParamsPer: 'item' },
};

/** Parameters allowed longer values than `paramValue`, by GA4 name. */
export const LONG_VALUE_LIMITS: ReadonlyMap<string, number> = new Map([
  ['page_title', 300],
  ['page_referrer', 420],
  ['page_location', 1000],
]);
/** gtag.js hit-level fields that carry those parameters. */
export const PAGE_FIELDS: ReadonlyMap<string, string> = new Map([
  ['dt', 'page_title'],
  ['dr', 'page_referrer'],
  ['dl', 'page_location'],
]);

/** The rule books of the limits: Google's collection limits, as they apply to each protocol. */
export const LIMIT_SOURCES = { gtag: GA4_SOURCES.collectionLimits, mp: GA4_SOURCES.mpCollectionLimits };
