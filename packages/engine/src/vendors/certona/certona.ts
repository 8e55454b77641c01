/**
 * Certona (Kibo Personalization): the Resonance tag that reports shopping events and asks for
 * product recommendations.
 *
 * Relied on, not published: Certona's tag and its site integrations (public in site sources) fill a
 * `resx` object per page: `appid` (the site's application id), `event` (`purchase`, `shoppingcart`,
 * `product`…), `itemid` and `qty` and `price` (`;`-separated per item), `total`, `transactionid`,
 * `customerid`, and for recommendations `rrelem` (the scheme, `orderconfirmation1_rr`), `rrnum`, `rrec`
 * and `rrcall` (the callback). A real purchase (jcpenney.com 2017 in a public NetStorm recording) sends
 * them as `GET www.res-x.com/ws/r2/Resonance.aspx?appid=…&ev=purchase&ei=…&qty=…&pr=…&tt=…&tr=…&sc=…&
 * no=…&bx=true&ccb=certonaRecommendations…`: the short wire names are matched to those fields by their
 * values (inferred), with `tk` and `ss` the visitor and session tracking keys, `pg` the page view id,
 * `vr` the tag version, `ur`/`rf` the page and referrer.
 *
 * Event: `ev`, else `page_view` (a call naming no event, inferred). Account: `appid`.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { CERTONA_PARAMS } from './params.js';

const DOMAIN = 'res-x.com';
const PATH = '/ws/r2/Resonance.aspx';

function isResonance(request: RequestView): boolean {
  const { host, path } = request.url;
  return (
    !request.isNavigation &&
    path.toLowerCase() === PATH.toLowerCase() &&
    (host === DOMAIN || host.endsWith(`.${DOMAIN}`)) &&
    getParam(request.query, 'appid') !== undefined
  );
}

function decodeCertona(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const event = getParam(params, 'ev') ?? '';
  return [
    {
      eventName: event.length > 0 ? event : 'page_view',
      accountID: getParam(params, 'appid') || null,
      params,
    },
  ];
}

export const certona = defineVendor({
  code: 'CERTONA',
  name: 'Certona (Kibo Personalization)',
  kind: 'other',
  badge: { short: 'Ce', color: '#3b3b98', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['ur'],
  // A purchase carries no currency, so it takes no part in the cross-vendor purchase comparison.
  purchase: null,
  duplicateKeys: {
    eventIds: [],
    dedupKeys: ['tr'],
    dedupEvents: ['purchase'],
    distinctKeys: ['ev', 'tr', 'ei', 'pg'],
  },
  hosts: [DOMAIN],
  matchHosts: [DOMAIN],
  match: isResonance,
  decode: decodeCertona,
  params: CERTONA_PARAMS,
  volatile: [],
  sessionIds: ['tk', 'ss'],
});
