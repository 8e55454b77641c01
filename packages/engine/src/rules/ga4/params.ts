import type { DecodedRequest } from '../../decode.js';
import type { SessionContext } from '../define-rule.js';
import { CODE_BY_FIELD } from './read-params.js';
import { buildView, type Ga4Item, type Ga4Protocol, type Ga4View, type WireValue } from './view.js';

/**
 * The view the rules are reading, kept while they run on one request after another. Views are never
 * changed once built, so a view asked for again later is built again rather than kept for the whole
 * session: keeping every view alive costs more garbage collection than the rare rebuild.
 */
class ViewCache {
  private lastRequest: DecodedRequest | null = null;
  private lastView: Ga4View | null = null;

  get(request: DecodedRequest): Ga4View {
    if (request === this.lastRequest && this.lastView !== null) return this.lastView;
    const view = buildView(request);
    this.lastRequest = request;
    this.lastView = view;
    return view;
  }
}

const newViewCache = (): ViewCache => new ViewCache();

/** The view of a request, built once while the rules run on it. */
export function ga4View(request: DecodedRequest, session: SessionContext): Ga4View {
  return session.memo('ga4.views', newViewCache).get(request);
}

/**
 * An event parameter by GA4 name (`ep.x`/`epn.x`, `params.x`); for gtag.js `currency` the hit-level `cu`
 * comes first. The first non-empty value wins; an empty one is returned only when no other is sent.
 */
export function findParam(view: Ga4View, name: string): WireValue | undefined {
  let found: WireValue | undefined;
  if (name === 'currency' && view.protocol === 'gtag') {
    const cu = view.first.get('cu');
    if (cu !== undefined) found = { wireName: 'cu', value: cu };
  }
  // A sent value wins over an empty one (`cu=` beside `ep.currency=EUR`).
  for (const param of view.eventParams) {
    if (found !== undefined && found.value.trim().length > 0) break;
    if (param.name === name && (found === undefined || param.value.trim().length > 0)) found = param;
  }
  return found;
}

/** The wire name a missing event parameter should have been sent under. */
export function canonicalWireName(protocol: Ga4Protocol, name: string): string {
  if (protocol === 'mp') return `params.${name}`;
  if (name === 'currency') return 'cu';
  return name === 'value' ? 'epn.value' : `ep.${name}`;
}

/** The wire name of an item field, sent or not (`pr1.id`, `params.items[0].item_id`). */
export function itemWireName(item: Ga4Item, field: string): string {
  const sent = item.fields.get(field);
  if (sent) return sent.wireName;
  const code = CODE_BY_FIELD.get(field);
  return item.wirePrefix.startsWith('pr') && code !== undefined
    ? `${item.wirePrefix}.${code}`
    : `${item.wirePrefix}.${field}`;
}

export function itemLabel(item: Ga4Item, field: string): string {
  return `items[${item.position}].${field}`;
}
