/** Reads GA4 parameters into a view: gtag.js wire names (`ep.`, `up.`, `pr1.id`) or flattened MP JSON. */
import { forgetAfterEachCall } from '../../call-memory.js';
import { GA4_ITEM_FIELDS } from '../../vendors/ga4/params.js';
import type { Ga4Item, Ga4View } from './view.js';

/** Two-letter gtag.js item codes by GA4 field name (`item_id` → `id`). */
export const CODE_BY_FIELD = new Map(Object.entries(GA4_ITEM_FIELDS).map(([code, field]) => [field, code]));
/**
 * GA4 field names by two-letter gtag.js item code (`id` → `item_id`), as a map: every item field of
 * every hit is looked up, and a map finds a name read from a payload faster than a property look-up.
 */
const FIELD_BY_CODE: ReadonlyMap<string, string> = new Map(Object.entries(GA4_ITEM_FIELDS));
/** GA4 names of the standard item fields (the rest are custom item parameters). */
export const STANDARD_ITEM_FIELDS: ReadonlySet<string> = new Set(CODE_BY_FIELD.keys());

/**
 * By wire name, the GA4 name read from it (`ep.currency` → `currency`, `pr1.id` → `id`): every hit
 * sends the same few dozen names, each then cut out once per call rather than once per hit, and
 * compared and looked up afterwards as the same string (whose hash is kept).
 */
const GA4_NAMES = new Map<string, string>();
const MAX_GA4_NAMES = 10_000;
forgetAfterEachCall(() => GA4_NAMES.clear());

/** `wireName` from character `start` on: its GA4 name, where the prefix the wire name has ends. */
function nameAfter(wireName: string, start: number): string {
  let name = GA4_NAMES.get(wireName);
  if (name === undefined) {
    name = wireName.slice(start);
    if (GA4_NAMES.size < MAX_GA4_NAMES) GA4_NAMES.set(wireName, name);
  }
  return name;
}

/** gtag.js: `en`, `ep.`/`epn.`, `up.`/`upn.`, `pr<n>` and the decoded item fields `pr<n>.<code>`. */
export function readGtagParam(view: Ga4View, items: ItemsByPrefix, name: string, value: string): void {
  // Every name read here starts with e, u or p: the other hit-level fields are passed over at once.
  const initial = name.charCodeAt(0);
  if (initial !== 101 && initial !== 117 && initial !== 112) return;
  if (name === 'en') view.eventName ??= { wireName: name, value };
  else if (name.startsWith('ep.'))
    view.eventParams.push({ name: nameAfter(name, 3), wireName: name, value, numeric: false });
  else if (name.startsWith('epn.'))
    view.eventParams.push({ name: nameAfter(name, 4), wireName: name, value, numeric: true });
  else if (name.startsWith('up.'))
    view.userProperties.push({ name: nameAfter(name, 3), wireName: name, value, numeric: false });
  else if (name.startsWith('upn.'))
    view.userProperties.push({ name: nameAfter(name, 4), wireName: name, value, numeric: true });
  else if (name.startsWith('pr')) {
    let end = 2;
    while (end < name.length && isDigit(name.charCodeAt(end))) end++;
    if (end === 2 || (end < name.length && name[end] !== '.')) return;
    const prefix = name.slice(0, end);
    const item = items.at(prefix, Number(prefix.slice(2)) - 1);
    if (end === name.length) return;
    const key = nameAfter(name, end + 1);
    addItemField(item, key, FIELD_BY_CODE.get(key), name, value);
  }
}

/** MP: `name`, `params.<key>`, `params.items[<n>].<key>`, `user_properties.<name>.value`. */
export function readMpParam(
  view: Ga4View,
  items: ItemsByPrefix,
  seen: Set<string>,
  name: string,
  value: string,
): void {
  if (name === 'name') view.eventName = { wireName: name, value };
  else if (name.startsWith('user_properties.') && name.endsWith('.value')) {
    const property = name.slice('user_properties.'.length, -'.value'.length);
    if (property.length > 0)
      view.userProperties.push({ name: property, wireName: name, value, numeric: false });
  } else if (name.startsWith('params.items[')) {
    const close = name.indexOf(']', 13);
    if (close === -1) return;
    const prefix = name.slice(0, close + 1);
    const item = items.at(prefix, Number(name.slice(13, close)));
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
      view.eventParams.push({
        name: key,
        wireName: end === -1 ? name : `params.${key}`,
        value,
        numeric: false,
      });
    }
  }
}

/** An event's items by wire prefix (`pr1`, `params.items[0]`), in the order first sent. */
export class ItemsByPrefix {
  // Most events carry no item: the map is made for the first one.
  private byPrefix: Map<string, Ga4Item> | undefined;

  /** The item sent under `prefix`, added at `position` (or after the others, if that is no position). */
  at(prefix: string, position: number): Ga4Item {
    const byPrefix = (this.byPrefix ??= new Map());
    let item = byPrefix.get(prefix);
    if (!item) {
      item = {
        position: Number.isInteger(position) && position >= 0 ? position : byPrefix.size,
        wirePrefix: prefix,
        fields: new Map(),
        custom: [],
      };
      byPrefix.set(prefix, item);
    }
    return item;
  }

  /** The items in the order first sent, or undefined when there is none. */
  list(): Ga4Item[] | undefined {
    return this.byPrefix === undefined ? undefined : [...this.byPrefix.values()];
  }
}

function addItemField(
  item: Ga4Item,
  key: string,
  field: string | undefined,
  wireName: string,
  value: string,
): void {
  if (field === undefined) item.custom.push({ name: key, wireName, value, numeric: false });
  else if (!item.fields.has(field)) item.fields.set(field, { wireName, value });
}

export function firstIndex(text: string, a: string, b: string): number {
  const i = text.indexOf(a);
  const j = text.indexOf(b);
  return i === -1 ? j : j === -1 ? i : Math.min(i, j);
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
