/**
 * LiveRamp (RampID, formerly IdentityLink): its ID syncs, the image pixels on `rlcdn.com`.
 *
 * Recognised: `/<pixel id>.gif` on `idsync.rlcdn.com`, `id.rlcdn.com`, `rc.rlcdn.com` and
 * `ei.rlcdn.com` (`id_sync`, the path's id shown as `pixel_id`). Not recognised: the ATS script and
 * its envelope calls, the sync iframe `pippio.com/api/sync` (LiveRamp's, but an HTML document the
 * captures hold no hit of), any other path on these hosts.
 *
 * Inferred from real captures (The Markup's Blacklight scans of 2020 and 2025, pagexray's
 * nytimes.com and expressen.se test HARs), none documented by LiveRamp:
 * - a partner (an ad server, DSP or data company) sends its own id for the visitor to
 *   `idsync.rlcdn.com/<pixel id>.gif?partner_uid=<its id>`: The Trade Desk's `match.adsrvr.org`
 *   redirects to `362588.gif`, MediaMath's `sync.mathtag.com` to `47154.gif`, Xandr's
 *   `ib.adnxs.com/getuid` to `52154.gif`, Audience Manager (`dpid=477`) to `362248.gif`, Simpli.fi's
 *   `um.simpli.fi/liveramp_match` to `419566.gif`, each filling in its own user id: the pixel id
 *   names the partner, not the site. A public Rubicon Project sync configuration lists
 *   `id.rlcdn.com/709414.gif` as its LiveRamp pixel, the one its `usync.html` frame fired on
 *   everydayhealth.com;
 * - LiveRamp answers with a 307 to `/1000.gif?memo=<encoded state>` (its own hop) and on to a
 *   partner, or straight to a partner;
 * - `rc.rlcdn.com/456809.gif?n=<k>` and `ei.rlcdn.com/448046.gif?n=1&pdata=placement%3D1391` are
 *   LiveRamp's outbound chain: each `n` redirects to another partner (Amazon, Google, MediaMath, Xandr,
 *   The Trade Desk, Audience Manager…). The same 456809 and 448046 were fired on two unrelated sites
 *   (immigrationimpact.com, spartapride.org), both from Disqus's LiveRamp sync frame
 *   (`pippio.com/api/sync?pid=1391`, the placement `pdata` names), never from the sites' own code: the
 *   id is not the site's account either;
 * - `pdata` carries partner data as `key=value` (a public Tealium tag template maps `pdata.<name>`).
 *
 * Account: none. A site's own LiveRamp pixel (a tag id a tag template asks for) looks the same on the
 * wire as a partner's, and no capture showed one; the pixel id is shown as `pixel_id`, not as an
 * account. Every request is a sync, never a duplicate (find-duplicates.ts).
 */
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { LIVERAMP_PARAMS } from './params.js';

const SYNC_HOSTS: ReadonlySet<string> = new Set([
  'idsync.rlcdn.com',
  'id.rlcdn.com',
  'rc.rlcdn.com',
  'ei.rlcdn.com',
]);
/** `/<pixel id>.gif`; group 1 is the pixel id. */
const PIXEL_PATH = /^\/(\d+)\.gif$/;

function pixelIdOf(request: RequestView): string | null {
  if (request.isNavigation || !SYNC_HOSTS.has(request.url.host)) return null;
  return PIXEL_PATH.exec(request.url.path)?.[1] ?? null;
}

function decodeLiveRamp(request: RequestView): VendorEvent[] {
  const pixelId = pixelIdOf(request);
  const params =
    pixelId === null ? [...request.query] : [{ name: 'pixel_id', value: pixelId }, ...request.query];
  return [{ eventName: pixelId === null ? 'unknown_event' : 'id_sync', accountID: null, params }];
}

export const liveramp = defineVendor({
  code: 'LIVERAMP',
  name: 'LiveRamp (RampID, IdentityLink)',
  kind: 'advertising',
  badge: { short: 'LvR', color: 'oklch(37.9% 0.146 265.522)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  // Syncs are never compared; a sync through another pixel (another partner) is another sync anyway.
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['pixel_id'] },
  hosts: [...SYNC_HOSTS],
  matchHosts: ['rlcdn.com'],
  match: (request) => pixelIdOf(request) !== null,
  decode: decodeLiveRamp,
  params: LIVERAMP_PARAMS,
  volatile: [],
  sessionIds: ['partner_uid', 'memo'],
});
