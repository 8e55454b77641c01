/**
 * The one finding every Universal Analytics hit gets: Google stopped processing Universal Analytics
 * data (standard properties on 1 July 2023, Analytics 360 properties on 1 July 2024, and then deleted
 * the properties), so the hit reaches no report. An error in RULES.md's scale: the data is dropped.
 */
import type { Finding } from '../../findings/finding.js';
import { makeFinding } from '../../findings/make-finding.js';

/** Google's announcement, shown as the finding's source; checked on the date below. */
export const SUNSET_SOURCE = {
  book: 'Google Analytics Help: Universal Analytics has been replaced by Google Analytics 4',
  url: 'https://support.google.com/analytics/answer/11583528',
  lastVerified: '2026-11-24',
} as const;

/** A GA4 measurement ID (`G-…`), which a Universal Analytics hit may carry by mistake. */
const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]+$/i;

/** 1 July 2023, when standard properties stopped processing (Analytics 360: 1 July 2024), in ms. */
const STANDARD_SUNSET = Date.UTC(2023, 6, 1);
/** 1 July 2024, when Analytics 360 properties stopped processing, in ms. */
const SUNSET_360 = Date.UTC(2024, 6, 1);
/**
 * Google Analytics' launch (14 November 2005): its `UA-` properties took urchin.js hits from then, ga.js
 * hits (`__utm.gif`) from 2007 and analytics.js hits from 2012. An earlier time is no real capture date.
 */
const LAUNCH = Date.UTC(2005, 10, 14);

/**
 * The finding for a hit sent to `trackingId` (null when the hit names none) at `sentAt` (ms since the
 * epoch; 0 or any time before Google Analytics existed when unknown). A hit captured before the
 * sunset reached its property then: the finding says so and that the tag reaches nothing today; one
 * captured in the year between the two sunsets reached it only if it was a 360 property. A GA4
 * measurement ID sent with this protocol (an AMP page's `amp-analytics type="googleanalytics"` given a
 * `G-` ID) never reached anything, sunset or not: that finding says so instead.
 */
export function sunsetFinding(trackingId: string | null, sentAt = 0): Finding {
  if (trackingId !== null && GA4_MEASUREMENT_ID.test(trackingId)) return ga4IdFinding(trackingId);
  // A tracking id is short; a hostile one is cut so that the message stays readable.
  const shown = trackingId !== null && trackingId.length > 40 ? `${trackingId.slice(0, 40)}…` : trackingId;
  const property = shown === null ? 'a property (this hit names none, no tid)' : shown;
  const lost = shown === null ? 'this hit, which names no property (no tid),' : `this hit to ${shown}`;
  const dated = sentAt >= LAUNCH;
  const day = dated ? new Date(sentAt).toISOString().slice(0, 10) : '';
  let message: string;
  if (dated && sentAt < STANDARD_SUNSET)
    message =
      `This hit was captured on ${day}, before Universal Analytics stopped processing data (July 2023 ` +
      `for standard properties, July 2024 for 360): ${property} received it then, but the same tag ` +
      `today reaches nothing.`;
  else if (dated && sentAt < SUNSET_360)
    message =
      `This hit was captured on ${day}, after standard Universal Analytics properties stopped ` +
      `processing data (July 2023): ${property} received it only if it was an Analytics 360 property ` +
      `(processed until July 2024), and the same tag today reaches nothing.`;
  else
    message =
      `Universal Analytics stopped processing data in July 2024 (July 2023 for standard properties), ` +
      `so ${lost} is lost: nothing receives it.`;
  return makeFinding('UNIVERSAL_ANALYTICS_SUNSET', {
    fieldPath: 'tid',
    parameter: 'tracking ID',
    message: `${message} Send the data to Google Analytics 4 instead.`,
    expected: 'a Google Analytics 4 tag (measurement ID G-…)',
    ...(shown === null ? {} : { received: shown }),
    source: `${SUNSET_SOURCE.book} (${SUNSET_SOURCE.url})`,
  });
}

/** A GA4 measurement ID sent with the Universal Analytics protocol (`v=1`): GA4 never took such hits. */
function ga4IdFinding(measurementId: string): Finding {
  return makeFinding('VALUE_INVALID', {
    fieldPath: 'tid',
    parameter: 'tracking ID',
    message:
      `${measurementId} is a Google Analytics 4 measurement ID, but this hit uses the Universal Analytics ` +
      `protocol (v=1), which Google Analytics 4 never accepted: nothing receives it. Send it with gtag.js ` +
      `or Google Tag Manager's Google tag; on an AMP page, use amp-analytics with type="gtag".`,
    expected: 'a Google Analytics 4 hit (v=2, /g/collect) for a G- measurement ID',
    received: measurementId,
    source: `${SUNSET_SOURCE.book} (${SUNSET_SOURCE.url})`,
  });
}
