/**
 * Consent mode as GA4 hits report it. `gcs` is `G1` + the ad_storage digit + the analytics_storage digit
 * (`1` granted, `0` denied, `-` not set): Google does not document the wire format; this is the common
 * reading. A denied type is told as information; ad pixels of other vendors firing after a hit that says
 * ad_storage is denied (and before one that grants it) are a suggestion. Google Ads is not counted: it
 * reads consent mode itself and sends cookieless pings by design.
 */
import type { DecodedRequest } from '../../decode.js';
import type { Rule, SessionContext } from '../define-rule.js';
import { defineGa4Rules, GA4_CATEGORY } from './define-ga4-rule.js';
import { ga4View } from './params.js';
import { GA4_SOURCES } from './sources.js';
import { listNames } from './text.js';

/** Vendors whose pixels do not read Google consent mode. */
export const AD_PIXEL_CATEGORIES: ReadonlySet<string> = new Set([
  'FACEBOOK',
  'PINTEREST',
  'BING',
  'TEADS',
  'TIKTOK',
  'TIKTOKPIXEL',
  'TWITTER',
  'REDDIT',
]);

type ConsentValue = 'granted' | 'denied' | 'not set';

/** What each denied storage type means for the data, in plain words. */
const DENIED_MEANS: ReadonlyArray<readonly ['ad_storage' | 'analytics_storage', string]> = [
  [
    'analytics_storage',
    'GA4 receives this hit without its cookies and models the visits it cannot tie together.',
  ],
  [
    'ad_storage',
    'No advertising cookies are used, so this visit does not feed ad audiences or personalisation.',
  ],
];

/** Reads `gcs` (`G100`, `G111`, `G1--`); null when it is not in that form. */
export function readGcs(gcs: string): { ad_storage: ConsentValue; analytics_storage: ConsentValue } | null {
  if (gcs.length !== 4 || !gcs.startsWith('G1')) return null;
  const read = (digit: string | undefined): ConsentValue =>
    digit === '1' ? 'granted' : digit === '0' ? 'denied' : 'not set';
  return { ad_storage: read(gcs[2]), analytics_storage: read(gcs[3]) };
}

/** For each GA4 hit saying ad_storage is denied, the ad pixels that fired after it while that held. */
function pixelsWhileAdsDenied(session: SessionContext): ReadonlyMap<DecodedRequest, DecodedRequest[]> {
  return session.memo('ga4.pixels-while-ads-denied', () => {
    const byHit = new Map<DecodedRequest, DecodedRequest[]>();
    let deniedBy: DecodedRequest | null = null;
    for (const request of session.requests) {
      if (request.category === GA4_CATEGORY) {
        const view = ga4View(request, session);
        if (view.protocol !== 'gtag') continue;
        deniedBy = readGcs(view.first.get('gcs') ?? '')?.ad_storage === 'denied' ? request : null;
      } else if (
        deniedBy &&
        request.category !== null &&
        AD_PIXEL_CATEGORIES.has(request.category) &&
        request.eventName !== 'library_load'
      ) {
        const list = byHit.get(deniedBy);
        if (list) list.push(request);
        else byHit.set(deniedBy, [request]);
      }
    }
    return byHit;
  });
}

export const CONSENT_RULES: readonly Rule[] = [
  ...defineGa4Rules({
    id: 'consent-denied',
    code: 'CONSENT_DENIED',
    severity: 'info',
    description: 'Says which consent mode storage types the hit reports as denied.',
    source: GA4_SOURCES.consentMode,
    check: (view) => {
      if (view.protocol === 'mp') {
        const denied = ['ad_user_data', 'ad_personalization'].filter(
          (type) => view.first.get(`consent.${type}`)?.toUpperCase() === 'DENIED',
        );
        if (denied.length === 0) return [];
        return [
          {
            fieldPath: `consent.${denied[0] ?? ''}`,
            parameter: 'consent',
            message: `This event says the user denied ${listNames(denied)}; Google will not use it for advertising.`,
            received: denied.map((type) => `${type}: DENIED`).join(', '),
          },
        ];
      }
      const gcs = view.first.get('gcs');
      const state = readGcs(gcs ?? '');
      if (!state) return [];
      const denied = (['ad_storage', 'analytics_storage'] as const).filter(
        (type) => state[type] === 'denied',
      );
      if (denied.length === 0) return [];
      return [
        {
          fieldPath: 'gcs',
          parameter: 'consent',
          message: `Consent mode: the visitor has denied ${listNames(denied)} (gcs=${gcs ?? ''}). ${DENIED_MEANS.filter(
            ([type]) => state[type] === 'denied',
          )
            .map(([, means]) => means)
            .join(' ')}`,
          received: `ad_storage: ${state.ad_storage}, analytics_storage: ${state.analytics_storage}`,
        },
      ];
    },
  }),
  ...defineGa4Rules({
    id: 'ad-storage-denied',
    code: 'AD_STORAGE_DENIED',
    severity: 'warning',
    description: 'No ad pixels fire while consent mode says ad_storage is denied.',
    source: GA4_SOURCES.consentMode,
    check: (view, request, session) => {
      const pixels = pixelsWhileAdsDenied(session).get(request);
      if (!pixels || pixels.length === 0) return [];
      const names = [...new Set(pixels.map((pixel) => pixel.vendorName ?? pixel.category ?? 'unknown'))];
      return [
        {
          fieldPath: 'gcs',
          parameter: 'ad_storage',
          message: `This hit says the visitor denied ad_storage (gcs=${view.first.get('gcs') ?? ''}), yet ${pixels.length} ad pixel request${pixels.length === 1 ? '' : 's'} fired after it (${listNames(names)}: ${listNames(pixels.map((pixel) => pixel.requestId))}). These pixels do not read Google consent mode; make sure they wait for the visitor's consent.`,
          expected: 'no ad pixels while ad_storage is denied',
          received: `${pixels.length} ad pixel request${pixels.length === 1 ? '' : 's'}`,
        },
      ];
    },
  }),
];
