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

/** A request's comparable parameters by name; a repeated name keeps all its values, joined. */
function comparable(request: ComparedRequest): Map<string, string> {
  const byName = new Map<string, string>();
  const volatileHere = volatileOnHit(request.category, request.parameters);
  for (const { name, value } of request.parameters) {
    if (isVolatileName(request.category, name) || volatileHere.includes(name)) continue;
    const earlier = byName.get(name);
    byName.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
  }
  return byName;
}

/**
 * The parameters that differ within a group of requests (the ones a duplicate card shows beside the
 * matched ones): sent with another value, or by some requests only. Volatile parameters (hit counters,
 * timestamps, per-fire ids, a Floodlight counter's `ord`) are left out, as they are when requests are
 * compared. Sorted by name.
 */
export function differingParameters(requests: readonly ComparedRequest[]): DifferingParameter[] {
  const maps = requests.map(comparable);
  const names = new Set<string>();
  for (const map of maps) for (const name of map.keys()) names.add(name);
  const differing: DifferingParameter[] = [];
  for (const name of [...names].sort()) {
    const values = maps.map((map) => map.get(name) ?? null);
    if (values.some((value) => value !== values[0])) differing.push({ name, values });
  }
  return differing;
}
