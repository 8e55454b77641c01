import type { DecodedRequest } from '../../decode.js';
import { GA4_ITEM_FIELDS } from '../../vendors/ga4/params.js';

/** `gtag`: a browser hit (`/g/collect`, event params `ep.`/`epn.`); `mp`: Measurement Protocol JSON. */
export type Ga4Protocol = 'gtag' | 'mp';

/** A decoded parameter under its wire name (`ep.currency`, `params.items[0].price`). */
export interface WireValue {
  wireName: string;
  value: string;
}

/** A named parameter: an event parameter or a user property, by its GA4 name. */
export interface NamedValue extends WireValue {
  name: string;
  /** gtag.js: sent as a number (`epn.`, `upn.`) rather than as text (`ep.`, `up.`). */
  numeric: boolean;
}

export interface Ga4Item {
  /** Position in the items array, from 0 (`pr1` is `items[0]`). */
  position: number;
  /** `pr1` (gtag.js) or `params.items[0]` (Measurement Protocol). */
  wirePrefix: string;
  /** Standard item fields by GA4 name (`item_id`, `price`). */
  fields: Map<string, WireValue>;
  /** Custom item parameters. */
  custom: NamedValue[];
}

/** One GA4 event as the rules read it: parameters by GA4 name, whatever the wire format. */
export interface Ga4View {
  protocol: Ga4Protocol;
  /** `en` or `name`, when sent. */
  eventName: WireValue | undefined;
  /** Event parameters in wire order (gtag.js: `ep.`/`epn.`; MP: each key of `params` but `items`). */
  eventParams: NamedValue[];
  userProperties: NamedValue[];
  items: Ga4Item[];
  /** The first value of every wire name. */
  first: ReadonlyMap<string, string>;
}

/** Two-letter gtag.js item codes by GA4 field name (`item_id` → `id`). */
export const CODE_BY_FIELD = new Map(Object.entries(GA4_ITEM_FIELDS).map(([code, field]) => [field, code]));
/** GA4 names of the standard item fields (the rest are custom item parameters). */
export const STANDARD_ITEM_FIELDS: ReadonlySet<string> = new Set(CODE_BY_FIELD.keys());

export function protocolOf(request: DecodedRequest): Ga4Protocol {
  const url = request.captured.requestMetadata.requestUrl;
  const end = firstIndex(url, '?', '#');
  return (end === -1 ? url : url.slice(0, end)).endsWith('/mp/collect') ? 'mp' : 'gtag';
}

/** Reads a decoded GA4 event into a view; one pass over its parameters. */
export function buildView(request: DecodedRequest): Ga4View {
  const protocol = protocolOf(request);
  const view: Ga4View = { protocol, eventName: undefined, eventParams: [], userProperties: [], items: [], first: new Map() };
  const first = view.first as Map<string, string>;
  const items = new Map<string, Ga4Item>();
  const seenMpKeys = new Set<string>();
  for (const { name, value } of request.parameters) {
    if (!first.has(name)) first.set(name, value);
    if (protocol === 'gtag') readGtagParam(view, items, name, value);
    else readMpParam(view, items, seenMpKeys, name, value);
  }
  view.items = [...items.values()];
  return view;
}

function readGtagParam(view: Ga4View, items: Map<string, Ga4Item>, name: string, value: string): void {
  if (name === 'en') view.eventName ??= { wireName: name, value };
  else if (name.startsWith('ep.')) view.eventParams.push({ name: name.slice(3), wireName: name, value, numeric: false });
  else if (name.startsWith('epn.')) view.eventParams.push({ name: name.slice(4), wireName: name, value, numeric: true });
  else if (name.startsWith('up.')) view.userProperties.push({ name: name.slice(3), wireName: name, value, numeric: false });
  else if (name.startsWith('upn.')) view.userProperties.push({ name: name.slice(4), wireName: name, value, numeric: true });
  else if (name.startsWith('pr')) {
    let end = 2;
    while (end < name.length && isDigit(name.charCodeAt(end))) end++;
    if (end === 2 || (end < name.length && name[end] !== '.')) return;
    const prefix = name.slice(0, end);
    const item = itemAt(items, prefix, Number(prefix.slice(2)) - 1);
    if (end < name.length) addItemField(item, name.slice(end + 1), GA4_ITEM_FIELDS[name.slice(end + 1)], name, value);
  }
}

function readMpParam(view: Ga4View, items: Map<string, Ga4Item>, seen: Set<string>, name: string, value: string): void {
  if (name === 'name') view.eventName = { wireName: name, value };
  else if (name.startsWith('user_properties.') && name.endsWith('.value')) {
    const property = name.slice('user_properties.'.length, -'.value'.length);
    if (property.length > 0) view.userProperties.push({ name: property, wireName: name, value, numeric: false });
  } else if (name.startsWith('params.items[')) {
    const close = name.indexOf(']', 13);
    if (close === -1) return;
    const prefix = name.slice(0, close + 1);
    const item = itemAt(items, prefix, Number(name.slice(13, close)));
    if (name[close + 1] !== '.') return;
    const tail = name.slice(close + 2);
    const end = firstIndex(tail, '.', '[');
    const key = end === -1 ? tail : tail.slice(0, end);
    // A nested value is one parameter, flattened into several contiguous names.
    if (key.length === 0 || (end !== -1 && item.custom.at(-1)?.name === key)) return;
    addItemField(item, key, STANDARD_ITEM_FIELDS.has(key) ? key : undefined, name, value);
  } else if (name.startsWith('params.') && name !== 'params.items') {
    const rest = name.slice(7);
    const end = firstIndex(rest, '.', '[');
    const key = end === -1 ? rest : rest.slice(0, end);
    if (key.length > 0 && !seen.has(key)) {
      seen.add(key);
      view.eventParams.push({ name: key, wireName: end === -1 ? name : `params.${key}`, value, numeric: false });
    }
  }
}

function itemAt(items: Map<string, Ga4Item>, prefix: string, position: number): Ga4Item {
  let item = items.get(prefix);
  if (!item) {
    item = { position: Number.isInteger(position) && position >= 0 ? position : items.size, wirePrefix: prefix, fields: new Map(), custom: [] };
    items.set(prefix, item);
  }
  return item;
}

function addItemField(item: Ga4Item, key: string, field: string | undefined, wireName: string, value: string): void {
  if (field === undefined) item.custom.push({ name: key, wireName, value, numeric: false });
  else if (!item.fields.has(field)) item.fields.set(field, { wireName, value });
}

function firstIndex(text: string, a: string, b: string): number {
  const i = text.indexOf(a);
  const j = text.indexOf(b);
  return i === -1 ? j : j === -1 ? i : Math.min(i, j);
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
