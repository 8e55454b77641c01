/**
 * The Facebook JS SDK's App Events (`connect.facebook.net/<locale>/sdk.js`), sent to the Meta Pixel's
 * endpoint `facebook.com/tr` but no hit of any pixel.
 *
 * `FB.init({appId})` then `FB.AppEvents.logPageView()` sends an image GET
 * `facebook.com/tr/?id=<App ID>&ev=fb_page_view&dl=…&rl=…&if=false&ts=…&sw=…&sh=…&at=`: `id` is the
 * Facebook App ID, not a pixel id. Meta does not document this wire format. Relied on:
 * - the SDK's App Events names all start with `fb_` (`fb_page_view` is `FB.AppEvents.EventNames.PAGE_VIEW`,
 *   the others `fb_mobile_…` and the like), as the SDK's public type definitions and wrappers list them;
 *   the pixel's standard events never do (`PageView`, `Purchase`…);
 * - public captures of that call (a site's allow-list kept in a public repository, two hits of
 *   marchofdimes.org in 2021, App IDs 457792097759428 and 179668297098) carry `id`, `ev`, `dl`, `rl`,
 *   `if`, `ts`, `sw`, `sh` and an empty `at`, and none of the fields fbevents.js adds to every pixel hit
 *   (`v` its version, `r`, `ec`, `o`, `fbp`, `it`, `rqm`).
 *
 * Recognised: a request to `facebook.com/tr` whose query's `ev` starts with `fb_`, without `v`
 * (app-event.ts); a pixel custom event that happens to be named `fb_…` still carries `v` and stays the
 * Meta Pixel's.
 * Other App Events (`FB.AppEvents.logEvent` with a name of the site's own) are not told apart from pixel
 * hits. Being another category, none of Meta's pixel rules runs on these requests. The SDK's script is a
 * known non-hit of the Meta Pixel vendor.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type VendorEvent } from '../define-vendor.js';
import { isSdkAppEvent } from './app-event.js';
import { FACEBOOK_SDK_PARAMS } from './params.js';

export const facebookSdk = defineVendor({
  code: 'FACEBOOKSDK',
  name: 'Facebook SDK (App Events)',
  kind: 'advertising',
  badge: { short: 'fb', color: 'oklch(42.4% 0.199 265.638)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['fb_page_view'],
  pageUrlParams: ['dl'],
  purchase: null,
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: [] },
  matchHosts: ['facebook.com'],
  match: isSdkAppEvent,
  decode: (request): VendorEvent[] => [
    {
      eventName: getParam(request.query, 'ev') ?? 'unknown_event',
      accountID: getParam(request.query, 'id') || null,
      params: [...request.query],
    },
  ],
  params: FACEBOOK_SDK_PARAMS,
  volatile: ['ts', 'if'],
});
