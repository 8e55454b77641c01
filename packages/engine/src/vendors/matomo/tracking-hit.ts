/**
 * The Matomo tracking protocol (`matomo.php` / `piwik.php`, also spoken by Piwik PRO's `ppms.php`):
 * one hit in the query (GET) or a form body (POST), or a bulk POST `{"requests": ["?idsite=…", …]}`
 * giving one event per entry. JSON-valued fields (`ec_items`, `cvar`, `_cvar`) are decoded after the
 * raw parameter.
 */
import { tryParseJson, flattenJson } from '../../url/flatten-json.js';
import { getParam, mergeParams, parseParams, type Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import type { RequestView, VendorEvent } from '../define-vendor.js';
import type { DuplicateKeys } from '../vendor-traits.js';
import { appendAll } from '../../append-all.js';

const JSON_FIELDS: ReadonlySet<string> = new Set(['ec_items', 'cvar', '_cvar']);

/**
 * The protocol's duplicate keys: the order id deduplicates; what an event, goal, search, outlink,
 * download or content piece is about tells two hits of one event name apart (every custom event is
 * `event`: a video's Play and Pause, two videos' Play, a scroll at 25 and at 50 are several events).
 */
export const TRACKING_HIT_DUPLICATE_KEYS: DuplicateKeys = {
  eventIds: [],
  dedupKeys: ['ec_id'],
  distinctKeys: ['ec_id', 'e_c', 'e_a', 'e_n', 'e_v', 'idgoal', 'search', 'link', 'download', 'c_n', 'c_p'],
};

/** The event a tracking hit stands for, from the fields it carries (see the vendor notes). */
export function trackingEventName(params: readonly Param[]): string {
  const has = (name: string) => (getParam(params, name) ?? '').length > 0;
  if (getParam(params, 'ping') === '1') return 'ping';
  const goal = getParam(params, 'idgoal');
  if (goal === '0') return has('ec_id') ? 'ecommerce_order' : 'cart_update';
  if (goal !== undefined && goal.length > 0) return 'goal';
  if (has('e_c') || has('e_a')) return 'event';
  if (has('search')) return 'site_search';
  if (has('link')) return 'outlink';
  if (has('download')) return 'download';
  if (has('c_i')) return 'content_interaction';
  if (has('c_n')) return 'content_impression';
  if (has('ma_id')) return 'media';
  return 'page_view';
}

function expand(params: readonly Param[]): Param[] {
  const out: Param[] = [];
  for (const param of params) {
    out.push(param);
    if (!JSON_FIELDS.has(param.name)) continue;
    const parsed = tryParseJson(param.value);
    if (parsed.ok && parsed.value !== null && typeof parsed.value === 'object') {
      appendAll(out, flattenJson(parsed.value, param.name));
    }
  }
  return out;
}

function hitEvent(params: readonly Param[]): VendorEvent {
  const expanded = expand(params);
  return {
    eventName: trackingEventName(expanded),
    accountID: getParam(expanded, 'idsite') ?? null,
    params: expanded,
  };
}

/** The bulk entries of a JSON body, or null when the body is not a bulk request. */
function bulkEntries(json: unknown): string[] | null {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return null;
  const requests = (json as { requests?: unknown }).requests;
  if (!Array.isArray(requests)) return null;
  return requests.filter((entry): entry is string => typeof entry === 'string');
}

/** Decodes a tracking hit (single or bulk) into its events. Never throws. */
export function decodeTrackingHit(request: RequestView): VendorEvent[] {
  const text = request.body?.trim() ?? '';
  if (text.startsWith('{')) {
    const body = readJsonBody(text);
    const entries = bulkEntries(body.json);
    if (entries !== null && entries.length > 0) {
      return entries.map((entry) =>
        hitEvent(mergeParams(request.query, parseParams(entry.replace(/^\?/, '')))),
      );
    }
    const event = hitEvent(mergeParams(request.query, body.params));
    return [{ ...event, findings: body.findings }];
  }
  return [hitEvent(mergeParams(request.query, text.length > 0 ? parseParams(text) : []))];
}

/** True when the query or the body names a site (`idsite`): a tracking hit, not another file. */
export function carriesSite(request: RequestView): boolean {
  if (getParam(request.query, 'idsite') !== undefined) return true;
  const body = request.body ?? '';
  return body.includes('idsite=') || body.includes('"requests"');
}
