/**
 * PostHog (posthog-js and the capture API), PostHog Cloud only.
 *
 * Recognised on `posthog.com` hosts (`us.i.posthog.com`, `eu.i.posthog.com`, `app.posthog.com`…):
 * capture at `/e/`, `/i/v0/e/`, `/capture/`, `/track/`, `/batch/` and `/engage/` (one event per
 * message); session recording snapshots at `/s/` (`$snapshot`); feature flags at `/decide/` and
 * `/flags/` (`feature_flags`); the library `*-assets.i.posthog.com/static/….js` (`library_load`) and
 * a project's config `/array/<token>/config(.js)` (`settings_load`). A reverse proxy on the site's
 * own host is not recognised.
 *
 * Bodies: JSON (one message, an array, or `{batch: [...], api_key}`), or a form `data=<base64 JSON>`
 * when the query says `compression=base64`. Bodies compressed with gzip (posthog-js's default,
 * `compression=gzip-js`) cannot be read: a PARAMETER_FORMAT_UNKNOWN info, never an error.
 * Event name: each message's `event` (`$pageview`, `$autocapture`, `$identify`, custom names).
 * Account: the project token, `api_key` or `token` of the body or `properties.token`.
 */
import { makeFinding } from '../../findings/make-finding.js';
import type { Finding } from '../../findings/finding.js';
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, parseParams, type Param } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { decodeBase64Text } from '../mixpanel/data-field.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { POSTHOG_PARAMS, POSTHOG_PATTERNS } from './params.js';

const CAPTURE_PATHS: ReadonlySet<string> = new Set([
  '/e',
  '/i/v0/e',
  '/capture',
  '/track',
  '/batch',
  '/engage',
]);
const FLAG_PATHS: ReadonlySet<string> = new Set(['/decide', '/flags']);
const CONFIG = /^\/array\/([^/]+)\/config(?:\.js)?$/;

function callOf(request: RequestView): string | null {
  const { host } = request.url;
  if (!hostMatches(host, 'posthog.com')) return null;
  const path = request.url.path.replace(/\/+$/, '');
  if (CAPTURE_PATHS.has(path)) return 'capture';
  if (path === '/s') return 'snapshot';
  if (FLAG_PATHS.has(path)) return 'feature_flags';
  if (CONFIG.test(path)) return 'settings_load';
  if (host.endsWith('-assets.i.posthog.com') && path.startsWith('/static/') && path.endsWith('.js'))
    return 'library_load';
  return null;
}

function unreadable(reason: string): Finding {
  return makeFinding('PARAMETER_FORMAT_UNKNOWN', {
    fieldPath: 'postData',
    parameter: 'request body',
    message: `The PostHog body cannot be read (${reason}), so its events are not decoded.`,
  });
}

/** The messages of a capture body, or a finding saying why they cannot be read. */
function messagesOf(request: RequestView): { messages: unknown[]; shared: Param[]; findings: Finding[] } {
  let text = request.body?.trim() ?? '';
  if (text.length === 0) return { messages: [], shared: [], findings: [] };
  if (!text.startsWith('{') && !text.startsWith('[')) {
    const data = getParam(parseParams(text), 'data');
    const decoded = data === undefined ? null : decodeBase64Text(data);
    if (decoded === null)
      return { messages: [], shared: [], findings: [unreadable('compressed or not JSON')] };
    text = decoded;
  }
  const parsed = tryParseJson(text);
  if (!parsed.ok) return { messages: [], shared: [], findings: [unreadable('not JSON')] };
  const value = parsed.value;
  if (Array.isArray(value)) return { messages: value, shared: [], findings: [] };
  if (value !== null && typeof value === 'object' && Array.isArray((value as { batch?: unknown }).batch)) {
    const { batch, ...rest } = value as { batch: unknown[] };
    return { messages: batch, shared: flattenJson(rest), findings: [] };
  }
  return { messages: [value], shared: [], findings: [] };
}

function decodeCapture(request: RequestView, snapshot: boolean): VendorEvent[] {
  const { messages, shared, findings } = messagesOf(request);
  if (messages.length === 0) {
    const name = snapshot ? '$snapshot' : 'unknown_event';
    return [{ eventName: name, accountID: null, params: [...request.query, ...shared], findings }];
  }
  return messages.map((message, index) => {
    const params = [...request.query, ...shared, ...flattenJson(message)];
    const token =
      getParam(params, 'api_key') ??
      getParam(params, 'token') ??
      getParam(params, 'properties.token') ??
      null;
    return {
      eventName: getParam(params, 'event') || (snapshot ? '$snapshot' : 'unknown_event'),
      accountID: token,
      params,
      findings: index === 0 ? findings : [],
    };
  });
}

function decodePostHog(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === 'capture' || call === 'snapshot') return decodeCapture(request, call === 'snapshot');
  const token =
    CONFIG.exec(request.url.path.replace(/\/+$/, ''))?.[1] ?? getParam(request.query, 'token') ?? null;
  return [{ eventName: call ?? 'unknown_event', accountID: token, params: [...request.query] }];
}

export const posthog = defineVendor({
  code: 'POSTHOG',
  name: 'PostHog',
  kind: 'analytics',
  badge: { short: 'PH', color: 'oklch(76.9% 0.188 70.08)', textColor: '#000' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['$pageview'],
  pageUrlParams: ['properties.$current_url'],
  purchase: null,
  duplicateKeys: { ...NO_DUPLICATE_KEYS, eventIds: ['uuid'] },
  matchHosts: ['posthog.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodePostHog,
  params: POSTHOG_PARAMS,
  patterns: POSTHOG_PATTERNS,
  volatile: ['_', 'timestamp', 'offset', 'properties.$time', 'sent_at'],
});
