import { describe, expect, it } from 'vitest';
import {
  codesOf,
  errorsOf,
  findingsOf,
  gtagHit,
  mpEvent,
  mpRequest,
  suggestionsOf,
} from './testing/requests.js';

const GTAG_AUTOMATIC = [
  'page_view',
  'scroll',
  'click',
  'user_engagement',
  'form_start',
  'form_submit',
  'file_download',
  'video_start',
  'video_progress',
  'video_complete',
  'view_search_results',
  'first_visit',
  'session_start',
];

describe('GA4 reserved names', () => {
  it.each(GTAG_AUTOMATIC)('%s, sent by gtag.js itself, is normal', (name) => {
    expect(findingsOf(gtagHit(`en=${name}`)).filter((finding) => finding.code === 'NAME_RESERVED')).toEqual(
      [],
    );
  });

  it.each(['ad_impression', 'app_remove', 'in_app_purchase', 'first_open', 'error', 'app_store_refund'])(
    '%s on a web hit is a warning, never an error',
    (name) => {
      const findings = findingsOf(gtagHit(`en=${name}`));
      expect(errorsOf(findings)).toEqual([]);
      expect(suggestionsOf(findings)).toMatchObject([
        { code: 'NAME_RESERVED', severity: 'warning', fieldPath: 'en' },
      ]);
    },
  );

  it("leaves ad_impression alone when AdSense's gtag.js integration sent it (its query_id)", () => {
    // gorest.co.in (2024): gtag.js sent ad_impression with the AdSense query id for a linked account.
    const google = findingsOf(gtagHit('en=ad_impression&ep.query_id=CLbbnPzqvoQDFQ&_et=8152'));
    expect(google.filter((finding) => finding.code === 'NAME_RESERVED')).toEqual([]);
    const custom = findingsOf(gtagHit('en=ad_impression&ep.ad_unit=top'));
    expect(custom.filter((finding) => finding.code === 'NAME_RESERVED')).toHaveLength(1);
  });

  it('warns about reserved names sent through the Measurement Protocol', () => {
    const findings = findingsOf(mpRequest(mpEvent('session_start', {})));
    expect(errorsOf(findings)).toEqual([]);
    expect(suggestionsOf(findings)).toMatchObject([
      { code: 'NAME_RESERVED', severity: 'warning', source: 'GA4 Measurement Protocol' },
    ]);
    expect(findingsOf(mpRequest(mpEvent('page_view', {})))).toEqual([]);
  });

  it.each([
    '_x',
    'firebase_x',
    'ga_x',
    'google_x',
    'gtag.x',
    'session_id',
    'gclid',
    'engagement_time_msec',
    'session_number',
  ])('rejects the web event parameter %s', (name) =>
    expect(codesOf(errorsOf(findingsOf(gtagHit(`en=x&ep.${name}=1`))))).toEqual(['NAME_RESERVED']),
  );

  it('accepts session_id and engagement_time_msec on the Measurement Protocol, not the reserved prefixes', () => {
    expect(
      errorsOf(findingsOf(mpRequest(mpEvent('x', { session_id: '1', engagement_time_msec: 5 })))),
    ).toEqual([]);
    expect(codesOf(errorsOf(findingsOf(mpRequest(mpEvent('x', { ga_x: 1 })))))).toEqual(['NAME_RESERVED']);
  });

  it.each(['_x', 'firebase_x', 'ga_x', 'google_x', 'user_id', 'first_open_time', 'last_deep_link_referrer'])(
    'rejects the user property %s',
    (name) => expect(codesOf(errorsOf(findingsOf(gtagHit(`en=x&up.${name}=1`))))).toEqual(['NAME_RESERVED']),
  );

  it('accepts gtag. in a user property name (only event parameters reserve it)', () => {
    expect(errorsOf(findingsOf(gtagHit('en=x&up.gtag.x=1')))).toEqual([]);
  });
});
