/**
 * Consent mode as GA4 hits report it. `gcs` is `G1` + the ad_storage digit + the analytics_storage digit
 * (`1` granted, `0` denied, `-` not set): Google does not document the wire format; this is the common
 * reading. A denied type alone is normal (no finding: most European visits say so). Ad pixels of other
 * vendors firing after a hit that says ad_storage is denied (and before one that grants it) are a
 * suggestion, told on both sides: on the GA4 hit, naming the pixels, and on each pixel, naming the hit.
 * Google Ads is not counted: it reads consent mode itself and sends cookieless pings by design.
 */
import type { DecodedRequest } from '../../decode.js';
import { defineRule, type Rule, type SessionContext } from '../define-rule.js';
import { defineGa4Rules, GA4_CATEGORY } from './define-ga4-rule.js';
import { firstValueOf, protocolOf } from './view.js';
import { GA4_SOURCES } from './sources.js';
import { listNames } from './text.js';
import { VENDORS } from '../../vendors/index.js';

/** Vendors whose pixels do not read Google consent mode (their spec's `adPixel`). */
export const AD_PIXEL_CATEGORIES: ReadonlySet<string> = new Set(
  VENDORS.filter((vendor) => vendor.adPixel).map((vendor) => vendor.code),
);

type ConsentValue = 'granted' | 'denied' | 'not set';

/** Reads `gcs` (`G100`, `G111`, `G1--`); null when it is not in that form. */
export function readGcs(gcs: string): { ad_storage: ConsentValue; analytics_storage: ConsentValue } | null {
  if (gcs.length !== 4 || !gcs.startsWith('G1')) return null;
  const read = (digit: string | undefined): ConsentValue =>
    digit === '1' ? 'granted' : digit === '0' ? 'denied' : 'not set';
  return { ad_storage: read(gcs[2]), analytics_storage: read(gcs[3]) };
}

interface PixelsWhileDenied {
  /** For each GA4 hit saying ad_storage is denied, the ad pixels that fired after it while that held. */
  byHit: ReadonlyMap<DecodedRequest, DecodedRequest[]>;
  /** For each such pixel, the GA4 hit that had said ad_storage was denied. */
  byPixel: ReadonlyMap<DecodedRequest, DecodedRequest>;
}

function pixelsWhileAdsDenied(session: SessionContext): PixelsWhileDenied {
  return session.memo('ga4.pixels-while-ads-denied', findPixelsWhileAdsDenied);
}

function findPixelsWhileAdsDenied(session: SessionContext): PixelsWhileDenied {
  const byHit = new Map<DecodedRequest, DecodedRequest[]>();
  const byPixel = new Map<DecodedRequest, DecodedRequest>();
  let deniedBy: DecodedRequest | null = null;
  for (const request of session.requests) {
    if (request.category === GA4_CATEGORY) {
      // Read without building the view: only gcs and the protocol matter here, and the protocol
      // only when this hit changes what the earlier ones said.
      const denied = readGcs(firstValueOf(request.parameters, 'gcs') ?? '')?.ad_storage === 'denied';
      if ((denied || deniedBy !== null) && protocolOf(request) === 'gtag') deniedBy = denied ? request : null;
    } else if (
      deniedBy &&
      request.category !== null &&
      AD_PIXEL_CATEGORIES.has(request.category) &&
      request.eventName !== 'library_load'
    ) {
      const list = byHit.get(deniedBy);
      if (list) list.push(request);
      else byHit.set(deniedBy, [request]);
      byPixel.set(request, deniedBy);
    }
  }
  return { byHit, byPixel };
}

export const CONSENT_RULES: readonly Rule[] = [
  ...defineGa4Rules({
    id: 'ad-storage-denied',
    code: 'AD_STORAGE_DENIED',
    severity: 'warning',
    description: 'No ad pixels fire while consent mode says ad_storage is denied.',
    source: GA4_SOURCES.consentMode,
    check: (view, request, session) => {
      const pixels = pixelsWhileAdsDenied(session).byHit.get(request);
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

/** The same suggestion told on each ad pixel that fired while GA4 said ad_storage was denied. */
export const AD_PIXEL_CONSENT_RULES: readonly Rule[] = [
  defineRule({
    id: 'consent.ad-pixel-while-ad-storage-denied',
    code: 'AD_STORAGE_DENIED',
    severity: 'warning',
    description: 'An ad pixel fires while GA4 reports that the visitor denied ad_storage.',
    source: GA4_SOURCES.consentMode,
    categories: [...AD_PIXEL_CATEGORIES],
    check: (request, session) => {
      const hit = pixelsWhileAdsDenied(session).byPixel.get(request);
      if (!hit) return [];
      const gcs = firstValueOf(hit.parameters, 'gcs') ?? '';
      return [
        {
          fieldPath: 'requestUrl',
          parameter: 'ad_storage consent',
          message: `This ${request.vendorName ?? 'ad pixel'} request fired after GA4 hit ${hit.requestId} reported that the visitor denied ad_storage (gcs=${gcs}). This pixel does not read Google consent mode: make it wait for the visitor's consent.`,
          expected: 'no ad pixel while ad_storage is denied',
          received: `fired after ${hit.requestId} (gcs=${gcs})`,
        },
      ];
    },
  }),
];
