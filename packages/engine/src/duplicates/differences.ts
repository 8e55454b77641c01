import { channelKeysOf, tagMarksOf } from './dedup-keys.js';
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

/** How a parameter counts in a duplicate card: compared, a per-fire event id, or one of the tag's marks. */
type Kind = 'compared' | 'eventId' | 'tagMark';

/**
 * A request's parameters by name, with how each counts: the compared ones, its vendor's per-fire event
 * ids (Meta `eid`) and its tag marks (GA4 `_eu`); the other volatile ones (hit counters, timestamps,
 * session flags) are left out. A repeated name keeps all its values, joined.
 */
function byName(request: ComparedRequest): Map<string, { kind: Kind; value: string }> {
  const named = new Map<string, { kind: Kind; value: string }>();
  const ids = channelKeysOf(request.category);
  const marks = tagMarksOf(request.category);
  const volatileHere = volatileOnHit(request.category, request.parameters);
  for (const { name, value } of request.parameters) {
    const kind: Kind | null = ids.includes(name)
      ? 'eventId'
      : marks.includes(name)
        ? 'tagMark'
        : isVolatileName(request.category, name) || volatileHere.includes(name)
          ? null
          : 'compared';
    if (kind === null) continue;
    const earlier = named.get(name);
    named.set(name, { kind, value: earlier === undefined ? value : `${earlier.value}, ${value}` });
  }
  return named;
}

/**
 * The parameters that differ within a group of requests (the ones a duplicate card shows beside the
 * matched ones): sent with another value, or by some requests only. Volatile parameters (hit counters,
 * timestamps, session flags, a Floodlight counter's `ord`) are left out, as they are when requests are
 * compared. So is the vendor's per-fire event id when every request sends one; sent by some requests
 * only, it is shown with its values: a Meta `eid` on one PageView of two tells that another tag, one
 * that sends event ids, sent it. The vendor's tag marks (GA4 `gtm`, `_eu`), left out of the comparison
 * too, are shown whenever they differ: an exact repeat whose copies differ only in them was sent by two
 * tags or commands. Sorted by name.
 */
export function differingParameters(requests: readonly ComparedRequest[]): DifferingParameter[] {
  const maps = requests.map(byName);
  const names = new Set<string>();
  for (const map of maps) for (const name of map.keys()) names.add(name);
  const differing: DifferingParameter[] = [];
  for (const name of [...names].sort()) {
    const entries = maps.map((map) => map.get(name));
    const values = entries.map((entry) => entry?.value ?? null);
    if (values.every((value) => value === values[0])) continue;
    const eventId = entries.some((entry) => entry?.kind === 'eventId');
    // A per-fire id differs on every send: only one that some requests do not send at all says something.
    if (eventId && values.every((value) => value !== null)) continue;
    differing.push({ name, values });
  }
  return differing;
}
