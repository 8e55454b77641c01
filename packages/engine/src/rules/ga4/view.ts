import type { DecodedRequest } from '../../decode.js';
import { ItemsByPrefix, readGtagParam, readMpParam } from './read-params.js';

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
  first: FirstValues;
}

/** The first value sent under each wire name, read from the event's parameters when asked. */
export class FirstValues {
  constructor(private readonly parameters: ReadonlyArray<{ name: string; value: string }>) {}

  get(name: string): string | undefined {
    return firstValueOf(this.parameters, name);
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }
}

/** The first value sent under a wire name, or undefined. */
export function firstValueOf(
  parameters: ReadonlyArray<{ name: string; value: string }>,
  name: string,
): string | undefined {
  for (const param of parameters) if (param.name === name) return param.value;
  return undefined;
}

/** The path a Measurement Protocol hit ends with. */
const MP_PATH = '/mp/collect';

export function protocolOf(request: DecodedRequest): Ga4Protocol {
  const url = request.captured.requestMetadata.requestUrl;
  // Nearly every hit is gtag.js: a URL without the MP path anywhere needs no search for where its path ends.
  if (!url.includes(MP_PATH)) return 'gtag';
  // The path ends at the first `?` or `#`; a `#` before the `?` is looked for only when there is one.
  let end = url.indexOf('?');
  if (end === -1) end = url.length;
  if (url.lastIndexOf('#', end) !== -1) end = url.indexOf('#');
  return url.endsWith(MP_PATH, end) ? 'mp' : 'gtag';
}

/** Reads a decoded GA4 event into a view; one pass over its parameters. */
export function buildView(request: DecodedRequest): Ga4View {
  const protocol = protocolOf(request);
  const view: Ga4View = {
    protocol,
    eventName: undefined,
    eventParams: [],
    userProperties: [],
    items: [],
    first: new FirstValues(request.parameters),
  };
  const items = new ItemsByPrefix();
  if (protocol === 'gtag') {
    for (const { name, value } of request.parameters) readGtagParam(view, items, name, value);
  } else {
    const seenMpKeys = new Set<string>();
    for (const { name, value } of request.parameters) readMpParam(view, items, seenMpKeys, name, value);
  }
  view.items = items.list() ?? view.items;
  return view;
}
