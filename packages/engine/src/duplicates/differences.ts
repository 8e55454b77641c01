import { channelKeysOf } from './dedup-keys.js';
import { isVolatileName, volatileOnHit } from './volatile.js';

/** What the duplicate comparison needs of a request: its vendor code and decoded parameters. */
export interface ComparedRequest {
  category: string | null;
  parameters: ReadonlyArray<{ name: string; value: string }>;
}

/** A parameter whose value is not the same in every request of a duplicate group. */
export interface DifferingParameter {
  name: string;
  /** Its value in each request, in the group's order; null where the request does not send it. */
  values: Array<string | null>;
}

/**
 * A request's parameters by name: the compared ones, and its vendor's per-fire event ids (Meta `eid`);
 * the other volatile ones (hit counters, timestamps, session flags) are left out. A repeated name keeps
 * all its values, joined.
 */
function byKind(request: ComparedRequest): { compared: Map<string, string>; eventIds: Map<string, string> } {
  const compared = new Map<string, string>();
  const eventIds = new Map<string, string>();
  const ids = channelKeysOf(request.category);
  const volatileHere = volatileOnHit(request.category, request.parameters);
  for (const { name, value } of request.parameters) {
    const isEventId = ids.includes(name);
    if (!isEventId && (isVolatileName(request.category, name) || volatileHere.includes(name))) continue;
    const into = isEventId ? eventIds : compared;
    const earlier = into.get(name);
    into.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
  }
  return { compared, eventIds };
}

/**
 * The parameters that differ within a group of requests (the ones a duplicate card shows beside the
 * matched ones): sent with another value, or by some requests only. Volatile parameters (hit counters,
 * timestamps, session flags, a Floodlight counter's `ord`) are left out, as they are when requests are
 * compared. So is the vendor's per-fire event id when every request sends one; sent by some requests
 * only, it is shown with its values: a Meta `eid` on one PageView of two tells that another tag, one
 * that sends event ids, sent it. Sorted by name.
 */
export function differingParameters(requests: readonly ComparedRequest[]): DifferingParameter[] {
  const maps = requests.map(byKind);
  const names = new Set<string>();
  for (const { compared, eventIds } of maps) {
    for (const name of compared.keys()) names.add(name);
    for (const name of eventIds.keys()) names.add(name);
  }
  const differing: DifferingParameter[] = [];
  for (const name of [...names].sort()) {
    const compared = maps.map((map) => map.compared.get(name) ?? null);
    if (compared.some((value) => value !== compared[0])) {
      differing.push({ name, values: compared });
      continue;
    }
    const ids = maps.map((map) => map.eventIds.get(name) ?? null);
    const sent = ids.filter((value) => value !== null).length;
    if (sent > 0 && sent < ids.length) differing.push({ name, values: ids });
  }
  return differing;
}
