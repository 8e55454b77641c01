/**
 * SecuredVisit, 4Cite's visitor identification tag (`_svq`, `sv.js`).
 *
 * Recognised on `track.securedvisit.com`: the page view `/?sv_cid=…` (`page_view`), the capture call
 * `/citecapture/` (its `cc_event`, else `cite_capture`) and the script `/js/sv.js` (`library_load`).
 * The host's root without `sv_cid` and other paths are not hits. Account: `sv_cid`; the script
 * carries none.
 *
 * Sources: the "4Cite Tagging" embed code published on retailers' sites (`_svq.push(['_setAccount',
 * '<nnnn_nnnnn>'])`, `_svq.push(['_trackPageView'])`, then `track.securedvisit.com/js/sv.js`), whose
 * account has the form of `sv_cid`; a public Android example that posts to `track.securedvisit.com`
 * and names its fields: `sv_cid` the client id, `sv_session` the user's device id, `sv_svem` an email
 * address, `sv_dt` the event's date and time, `sv_width` and `sv_height` the display, `sv_title` the
 * title, `sv_tzOffset` the time-zone offset, `sv_ver` the version, `sv_context` a context; and a real
 * capture (savethechildren.org, 2021, The Markup's nonprofit privacy inspections): per page, the script,
 * one page view and one `citecapture` call (`cc_event=login`, `cc_context=Email Capture`). Read off
 * that capture only: `sv_url` and `sv_referrer` are the page's URL and referrer (empty: both pages were
 * loaded without one), `sv_keywords` its meta keywords, `sv_inframe` whether it runs in a frame,
 * `sv_px_domain_data` and `cc_data` JSON (decoded here into `sv_px_domain_data.…` and `cc_data.…`;
 * `cc_data`'s keys and values are scrambled). `sv_first` (`true` on the first page only) and
 * `sv_onetag_id` keep their wire names.
 */
import { getParam } from '../../url/params.js';
import { withJsonFields } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { SECUREDVISIT_PARAMS } from './params.js';

const HOST = 'track.securedvisit.com';
/** Parameters that carry JSON, decoded into `<name>.<field>`. */
const JSON_PARAMS: ReadonlySet<string> = new Set(['sv_px_domain_data', 'cc_data']);

type Call = 'page_view' | 'capture' | 'script';

function callOf(request: RequestView): Call | null {
  if (request.isNavigation || request.url.host !== HOST) return null;
  switch (request.url.path) {
    case '/':
    case '':
      return getParam(request.query, 'sv_cid') ? 'page_view' : null;
    case '/citecapture/':
    case '/citecapture':
      return 'capture';
    case '/js/sv.js':
      return 'script';
    default:
      return null;
  }
}

function decodeSecuredVisit(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === null || call === 'script') {
    const eventName = call === null ? 'unknown_event' : 'library_load';
    return [{ eventName, accountID: null, params: [...request.query] }];
  }
  const { params, findings } = withJsonFields(request.query, JSON_PARAMS, 'SecuredVisit');
  const eventName = call === 'page_view' ? 'page_view' : getParam(params, 'cc_event') || 'cite_capture';
  return [{ eventName, accountID: getParam(params, 'sv_cid') || null, params, findings }];
}

export const securedvisit = defineVendor({
  code: 'SECUREDVISIT',
  name: 'SecuredVisit (4Cite)',
  kind: 'advertising',
  badge: { short: 'SV', color: 'oklch(40% 0.09 200)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['sv_url'],
  purchase: null,
  // Another capture context is another capture.
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['cc_context'] },
  hosts: [HOST],
  matchHosts: [HOST],
  match: (request) => callOf(request) !== null,
  decode: decodeSecuredVisit,
  params: SECUREDVISIT_PARAMS,
  // The time of the send.
  volatile: ['sv_dt'],
  sessionIds: ['sv_session'],
});
