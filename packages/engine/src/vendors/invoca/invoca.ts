/**
 * Invoca, call tracking: its tag, the per-network configuration script the Invoca loader fetches.
 *
 * Recognised: `solutions.invocacdn.com/js/networks/<network id>/<tag id>/tag-live.js` (the tag's live
 * revision) and `…/tag-draft.js` (its draft revision, loaded while testing): `library_load`, account
 * `<network id>/<tag id>`, as Invoca writes the tag id in its install snippet (`'1234/5678901234'`).
 * The generic loaders on the same host (`invoca-latest.min.js`, `pnapi_integration-latest.min.js`)
 * are not matched, so one tag counts one library load.
 *
 * Not recognised: the number-allocation calls the tag makes afterwards (a public capture shows
 * `pnapi.invoca.net/<network id>/na.json` on every page load), whose fields are not published.
 *
 * Relied on: the tag URL's shape, read off real page loads and Omnibug's recogniser, not a published
 * contract; live and draft revisions are Invoca's (its Tag API's `live_revision`, `draft_revision`).
 */
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const TAG = /^\/js\/networks\/([^/]+)\/([^/]+)\/tag-(live|draft)\.js$/;

function tagOf(request: RequestView): RegExpExecArray | null {
  if (request.isNavigation || request.url.host !== 'solutions.invocacdn.com') return null;
  return TAG.exec(request.url.path);
}

function decodeInvoca(request: RequestView): VendorEvent[] {
  const [, network = '', tag = '', revision = ''] = tagOf(request) ?? [];
  const params = [
    { name: 'network_id', value: network },
    { name: 'tag_id', value: tag },
    { name: 'revision', value: revision },
    ...request.query,
  ];
  return [{ eventName: 'library_load', accountID: `${network}/${tag}`, params }];
}

export const invoca = defineVendor({
  code: 'INVOCA',
  name: 'Invoca',
  kind: 'analytics',
  badge: { short: 'Iv', color: 'oklch(55% 0.2 300)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['solutions.invocacdn.com'],
  match: (request) => tagOf(request) !== null,
  decode: decodeInvoca,
  params: {
    network_id: { label: 'Network ID', group: 'most_used' },
    tag_id: { label: 'Tag ID', group: 'most_used' },
    revision: { label: 'Tag revision (live or draft)', group: 'most_used' },
  },
  volatile: [],
});
