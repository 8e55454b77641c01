/**
 * Yandex Metrica.
 *
 * Recognised on `mc.yandex.<tld>` for Yandex's country domains (`mc.yandex.ru`, `mc.yandex.com`,
 * `mc.yandex.com.tr`…): hits
 * `/watch/<counter>` (GET or POST), Session Replay uploads `/webvisor/<counter>` (`webvisor`), click
 * maps `/clmap/<counter>` (`click_map`); the tag `/metrika/tag.js` (also `watch.js`): `library_load`.
 *
 * Event name of a hit: a goal is sent with `page-url=goal://<host>/<goal>` and is named by the goal;
 * a hit that only carries `site-info` (visit parameters) is `params`; else `page_view`.
 * Account: the counter id from the path. Relied on: `browser-info` is a colon-separated list of
 * `key:value` pairs (decoded into `browser-info.<key>`: `t` title, `rn` random, `ar` not a page view…).
 */
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { appendAll } from '../../append-all.js';

const CALL = /^\/(watch|webvisor|clmap)\/(\d+)(?:\/.*)?$/;
const SCRIPT_FILES = ['/metrika/tag.js', '/metrika/watch.js', '/metrika/tag_turbo.js'];

const METRICA_HOSTS: ReadonlySet<string> = new Set(
  ['ru', 'com', 'com.tr', 'by', 'kz', 'uz', 'az', 'ua', 'md', 'com.am', 'com.ge'].map(
    (tld) => `mc.yandex.${tld}`,
  ),
);

function isMetricaHost(host: string): boolean {
  return METRICA_HOSTS.has(host);
}

function browserInfo(text: string): Param[] {
  const parts = text.split(':');
  const params: Param[] = [];
  for (let index = 0; index + 1 < parts.length; index += 2) {
    params.push({ name: `browser-info.${parts[index] ?? ''}`, value: parts[index + 1] ?? '' });
  }
  return params;
}

function hitName(params: readonly Param[]): string {
  const url = getParam(params, 'page-url') ?? '';
  if (url.startsWith('goal://')) return url.slice('goal://'.length).split('/').slice(1).join('/') || 'goal';
  if (url.length === 0 && getParam(params, 'site-info') !== undefined) return 'params';
  return 'page_view';
}

function decodeMetrica(request: RequestView): VendorEvent[] {
  const call = CALL.exec(request.url.path);
  if (call === null) return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  const [, kind = '', counter = ''] = call;
  const params: Param[] = [{ name: 'counter_id', value: counter }];
  for (const param of request.query) {
    params.push(param);
    if (param.name === 'browser-info') appendAll(params, browserInfo(param.value));
  }
  const eventName = kind === 'watch' ? hitName(params) : kind === 'clmap' ? 'click_map' : 'webvisor';
  return [{ eventName, accountID: counter, params }];
}

export const yandexMetrica = defineVendor({
  code: 'YANDEXMETRICA',
  name: 'Yandex Metrica',
  kind: 'analytics',
  badge: { short: 'YM', color: 'oklch(57.7% 0.245 27.325)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['page-url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: [
    'mc.yandex.ru',
    'mc.yandex.com',
    'mc.yandex.com.tr',
    'mc.yandex.by',
    'mc.yandex.kz',
    'mc.yandex.uz',
    'mc.yandex.az',
    'mc.yandex.ua',
    'mc.yandex.md',
    'mc.yandex.com.am',
    'mc.yandex.com.ge',
  ],
  match: (request) =>
    !request.isNavigation &&
    isMetricaHost(request.url.host) &&
    (CALL.test(request.url.path) || SCRIPT_FILES.includes(request.url.path)),
  decode: decodeMetrica,
  params: {
    counter_id: { label: 'Counter ID', group: 'most_used' },
    'page-url': { label: 'Page URL (or goal)', group: 'most_used' },
    'page-ref': { label: 'Referrer', group: 'most_used' },
    'site-info': { label: 'Visit parameters (JSON)', group: 'custom_event_parameters' },
    'browser-info': { label: 'Browser info', group: 'other' },
    'browser-info.t': { label: 'Page title', group: 'most_used' },
    'browser-info.rn': { label: 'Random number', group: 'other' },
    'browser-info.u': { label: 'Visitor ID', group: 'user' },
    'browser-info.ar': { label: 'Not a page view', group: 'other' },
    'browser-info.s': { label: 'Screen', group: 'user' },
    'browser-info.w': { label: 'Window', group: 'user' },
    'browser-info.z': { label: 'Time zone offset', group: 'user' },
    'browser-info.i': { label: 'Local time', group: 'other' },
    'browser-info.gdpr': { label: 'GDPR consent', group: 'consent_mode' },
    charset: { label: 'Character set', group: 'other' },
    ut: { label: 'Do not track', group: 'consent_mode' },
    wmode: { label: 'Webvisor mode', group: 'other' },
  },
  volatile: ['browser-info.rn', 'browser-info.i', 'browser-info.et', 'browser-info.st', 'browser-info.hid'],
});
