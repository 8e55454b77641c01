/**
 * Google consent mode's `gcs`: `G1` + the ad_storage digit + the analytics_storage digit (`1` granted,
 * `0` denied, `-` not set). Google does not document the wire format; this is the common reading
 * (facts.ts).
 */
import type { ConsentValue } from './consent-value.js';

export interface GcsReading {
  ad_storage: ConsentValue;
  analytics_storage: ConsentValue;
}

const DIGIT: Readonly<Record<string, ConsentValue>> = { '1': 'granted', '0': 'denied', '-': 'not set' };

/** Reads `gcs` (`G100`, `G111`, `G1--`); null when it is not in that form. Never throws. */
export function readGcs(gcs: string): GcsReading | null {
  if (typeof gcs !== 'string' || gcs.length !== 4 || !gcs.startsWith('G1')) return null;
  const ad = DIGIT[gcs.charAt(2)];
  const analytics = DIGIT[gcs.charAt(3)];
  if (ad === undefined || analytics === undefined) return null;
  return { ad_storage: ad, analytics_storage: analytics };
}
