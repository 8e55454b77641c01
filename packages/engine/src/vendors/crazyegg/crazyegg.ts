/**
 * Crazy Egg (heatmaps and recordings).
 *
 * Recognised: the account script `script.crazyegg.com/pages/scripts/<aaaa>/<bbbb>.js`
 * (`library_load`). The modules it loads (`/pages/versioned/…`) are not matched, so one tag counts
 * one library load; the tracking uploads are not decoded.
 * Account: the account number, the two path segments joined (`0123/4567` → `01234567`), as Crazy
 * Egg shows it.
 */
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const SCRIPT = /^\/pages\/scripts\/(\d+)\/(\d+)\.js$/;

function accountOf(request: RequestView): string | null {
  if (request.url.host !== 'script.crazyegg.com') return null;
  const match = SCRIPT.exec(request.url.path);
  return match === null ? null : `${match[1] ?? ''}${match[2] ?? ''}`;
}

function decodeCrazyEgg(request: RequestView): VendorEvent[] {
  const account = accountOf(request);
  const params = [
    ...(account === null ? [] : [{ name: 'account_number', value: account }]),
    ...request.query,
  ];
  return [{ eventName: 'library_load', accountID: account, params }];
}

export const crazyegg = defineVendor({
  code: 'CRAZYEGG',
  name: 'Crazy Egg',
  kind: 'session_recording',
  badge: { short: 'CE', color: 'oklch(64.6% 0.222 41.116)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['script.crazyegg.com'],
  match: (request) => !request.isNavigation && accountOf(request) !== null,
  decode: decodeCrazyEgg,
  params: { account_number: { label: 'Account number', group: 'most_used' } },
  volatile: [],
});
