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
 * A request's parameters by name, split into the compared ones and the volatile ones (hit counters,
 * timestamps, per-fire ids); a repeated name keeps all its values, joined.
 */
function byKind(request: ComparedRequest): { compared: Map<string, string>; volatile: Map<string, string> } {
  const compared = new Map<string, string>();
  const volatile = new Map<string, string>();
  const volatileHere = volatileOnHit(request.category, request.parameters);
  for (const { name, value } of request.parameters) {
    const into = isVolatileName(request.category, name) || volatileHere.includes(name) ? volatile : compared;
    const earlier = into.get(name);
    into.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
  }
  return { compared, volatile };
}

/**
 * The parameters that differ within a group of requests (the ones a duplicate card shows beside the
 * matched ones): sent with another value, or by some requests only. Volatile parameters (hit counters,
 * timestamps, per-fire ids, a Floodlight counter's `ord`) are left out when every request sends them,
 * as they are when requests are compared; one sent by some requests only is shown, with its values:
 * a Meta `eid` on one PageView of two tells that another tag, one that sends event ids, sent it.
 * Sorted by name.
 */
export function differingParameters(requests: readonly ComparedRequest[]): DifferingParameter[] {
  const maps = requests.map(byKind);
  const names = new Set<string>();
  for (const { compared, volatile } of maps) {
    for (const name of compared.keys()) names.add(name);
    for (const name of volatile.keys()) names.add(name);
  }
  const differing: DifferingParameter[] = [];
  for (const name of [...names].sort()) {
    const compared = maps.map((map) => map.compared.get(name) ?? null);
    if (compared.some((value) => value !== compared[0])) {
      differing.push({ name, values: compared });
      continue;
    }
    const volatile = maps.map((map) => map.volatile.get(name) ?? null);
    const sent = volatile.filter((value) => value !== null).length;
    if (sent > 0 && sent < volatile.length) differing.push({ name, values: volatile });
  }
  return differing;
}
