import type { SideEvent } from './side.js';

/**
 * Beyond this many unequal sends of one event on one side, the rest are paired in order (bounded work).
 */
const MAX_SIMILARITY_PAIRING = 200;

/** Pairs of sends of one event, and the sends left over on each side. */
export interface EventPairing {
  pairs: Array<[SideEvent, SideEvent]>;
  vanished: SideEvent[];
  appeared: SideEvent[];
}

/**
 * Pairs the sends of one event (same vendor, account and name) on two sides, so that order and repeats
 * do not matter: sends with equal parameters first, then each remaining baseline send, in order, takes
 * the remaining current send that shares the most parameter values with it (the earliest on a tie).
 * Three sends against two leave one vanished: the one least like any current send.
 */
export function pairEvents(baseline: readonly SideEvent[], current: readonly SideEvent[]): EventPairing {
  const exact = pairEqual(baseline, current);
  const rest = pairSimilar(exact.vanished, exact.appeared);
  return { pairs: [...exact.pairs, ...rest.pairs], vanished: rest.vanished, appeared: rest.appeared };
}

/** Sends whose compared parameters are all equal, paired in order. */
function pairEqual(baseline: readonly SideEvent[], current: readonly SideEvent[]): EventPairing {
  const waiting = new Map<string, SideEvent[]>();
  for (const send of current) {
    const key = signature(send);
    const list = waiting.get(key);
    if (list) list.push(send);
    else waiting.set(key, [send]);
  }
  const pairs: Array<[SideEvent, SideEvent]> = [];
  const vanished: SideEvent[] = [];
  const paired = new Set<SideEvent>();
  for (const send of baseline) {
    const twin = waiting.get(signature(send))?.shift();
    if (twin === undefined) vanished.push(send);
    else {
      pairs.push([send, twin]);
      paired.add(twin);
    }
  }
  return { pairs, vanished, appeared: current.filter((send) => !paired.has(send)) };
}

function signature(send: SideEvent): string {
  return [...send.params]
    .map(([name, value]) => `${name}\u0000${value}`)
    .sort()
    .join('\u0001');
}

function pairSimilar(baseline: readonly SideEvent[], current: readonly SideEvent[]): EventPairing {
  if (baseline.length === 0 || current.length === 0)
    return { pairs: [], vanished: [...baseline], appeared: [...current] };
  if (baseline.length > MAX_SIMILARITY_PAIRING || current.length > MAX_SIMILARITY_PAIRING)
    return pairInOrder(baseline, current);
  const candidates: Array<{ score: number; b: number; c: number }> = [];
  baseline.forEach((before, b) => {
    current.forEach((after, c) => candidates.push({ score: similarity(before, after), b, c }));
  });
  // Best matches first, so that a baseline send never takes the twin of a later one.
  candidates.sort((x, y) => y.score - x.score || x.b - y.b || x.c - y.c);
  const takenB = new Set<number>();
  const takenC = new Set<number>();
  const pairs: Array<[number, number]> = [];
  for (const { b, c } of candidates) {
    if (takenB.has(b) || takenC.has(c)) continue;
    takenB.add(b);
    takenC.add(c);
    pairs.push([b, c]);
  }
  pairs.sort((x, y) => x[0] - y[0]);
  return {
    pairs: pairs.map(([b, c]) => [baseline[b] as SideEvent, current[c] as SideEvent]),
    vanished: baseline.filter((_, b) => !takenB.has(b)),
    appeared: current.filter((_, c) => !takenC.has(c)),
  };
}

function pairInOrder(baseline: readonly SideEvent[], current: readonly SideEvent[]): EventPairing {
  const count = Math.min(baseline.length, current.length);
  return {
    pairs: baseline.slice(0, count).map((before, index) => [before, current[index] as SideEvent]),
    vanished: baseline.slice(count),
    appeared: current.slice(count),
  };
}

/** Parameters with the same value on both sends, minus those on one side only. */
function similarity(before: SideEvent, after: SideEvent): number {
  let score = 0;
  for (const [name, value] of before.params) {
    const other = after.params.get(name);
    if (other === value) score += 2;
    else if (other === undefined) score -= 1;
  }
  for (const name of after.params.keys()) if (!before.params.has(name)) score -= 1;
  return score;
}
