import type { DecodedRequest } from '../decode.js';
import type { DuplicateKind } from '../validation/types.js';
import {
  comparableParams,
  fingerprint,
  ratioBound,
  similarity,
  similarityRatio,
  type ComparableParams,
} from './comparable.js';
import { classifyDuplicate, dedupKey, provablyDistinct } from './dedup-keys.js';

/** Pairs at or above this ratio are possible duplicates. */
export const POSSIBLE_DUPLICATE_RATIO = 0.9;

/**
 * How many earlier groups of the same bucket each group is compared with when looking for possible
 * duplicates. Bounds the pairwise work to O(n × WINDOW) however large one bucket is.
 */
export const COMPARISON_WINDOW = 32;

/** A set of duplicate requests found in one bucket (same vendor, event and page), by index. */
export interface BucketGroup {
  members: number[];
  ratio: number;
  matchedFields: string[];
  kind: DuplicateKind;
}

function find(parent: number[], x: number): number {
  let node = x;
  while (parent[node] !== node) {
    const grand = parent[parent[node] ?? node] ?? node;
    parent[node] = grand;
    node = grand;
  }
  return node;
}

function union(parent: number[], a: number, b: number): void {
  const rootA = find(parent, a);
  const rootB = find(parent, b);
  if (rootA !== rootB) parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
}

/**
 * Finds the duplicates among the requests of one bucket (`indices` into `requests`, in session order):
 * requests with equal non-volatile parameters or one deduplication key form a group; then each group is
 * compared with the last COMPARISON_WINDOW groups and paired with its best match at ≥ 90 %.
 */
export function findBucketGroups(
  requests: readonly DecodedRequest[],
  indices: readonly number[],
): BucketGroup[] {
  const at = (position: number): DecodedRequest => requests[indices[position] ?? 0] as DecodedRequest;
  const params: ComparableParams[] = indices.map((_, position) => comparableParams(at(position)));
  const parent = indices.map((_, position) => position);
  const byFingerprint = new Map<string, number>();
  const byKey = new Map<string, number>();
  const prints: string[] = [];
  for (let position = 0; position < indices.length; position++) {
    const print = fingerprint(params[position] ?? new Map());
    prints.push(print);
    const same = byFingerprint.get(print);
    if (same === undefined) byFingerprint.set(print, position);
    else union(parent, same, position);
    const key = dedupKey(at(position));
    if (key === null) continue;
    const sameKey = byKey.get(key);
    if (sameKey === undefined) byKey.set(key, position);
    else union(parent, sameKey, position);
  }
  const components = new Map<number, number[]>();
  for (let position = 0; position < indices.length; position++) {
    const root = find(parent, position);
    const list = components.get(root);
    if (list) list.push(position);
    else components.set(root, [position]);
  }
  const groups: BucketGroup[] = [];
  const toGroup = (positions: readonly number[], ratio: number, matchedFields: string[]): BucketGroup => ({
    members: positions.map((position) => indices[position] ?? 0),
    ratio,
    matchedFields,
    kind: classifyDuplicate(positions.map(at)),
  });
  const reps: number[] = [];
  for (const positions of components.values()) {
    const first = positions[0] ?? 0;
    if (positions.length > 1) {
      const { ratio, matchedFields } = componentSimilarity(params, prints, positions);
      groups.push(toGroup(positions, ratio, matchedFields));
    }
    const best = bestEarlierMatch(params, reps, first, (a, b) => provablyDistinct(at(a), at(b)));
    if (best !== null) groups.push(toGroup([best.position, ...positions], best.ratio, best.matchedFields));
    reps.push(first);
  }
  return groups;
}

/**
 * The similarity within one group: the lowest ratio of each distinct member against the first, and
 * the fields equal in all. Members identical to one already seen are skipped (most groups are copies).
 */
function componentSimilarity(
  params: readonly ComparableParams[],
  prints: readonly string[],
  positions: readonly number[],
) {
  const first = positions[0] ?? 0;
  const base = params[first] ?? new Map<string, string>();
  const seen = new Set([prints[first]]);
  let ratio = 1;
  let fields: string[] | null = null;
  for (const position of positions) {
    if (seen.has(prints[position])) continue;
    seen.add(prints[position]);
    const result = similarity(base, params[position] ?? new Map<string, string>());
    ratio = Math.min(ratio, result.ratio);
    const matched = new Set(result.matchedFields);
    fields = (fields ?? result.matchedFields).filter((name) => matched.has(name));
  }
  return { ratio, matchedFields: fields ?? [...base.keys()].sort() };
}

function bestEarlierMatch(
  params: readonly ComparableParams[],
  reps: readonly number[],
  position: number,
  distinct: (a: number, b: number) => boolean,
): { position: number; ratio: number; matchedFields: string[] } | null {
  const own = params[position] ?? new Map<string, string>();
  let best: { position: number; ratio: number } | null = null;
  for (let k = reps.length - 1; k >= 0 && k >= reps.length - COMPARISON_WINDOW; k--) {
    const other = reps[k] ?? 0;
    const otherParams = params[other] ?? new Map<string, string>();
    if (ratioBound(own, otherParams) < POSSIBLE_DUPLICATE_RATIO) continue;
    const ratio = similarityRatio(otherParams, own);
    if (
      ratio >= POSSIBLE_DUPLICATE_RATIO &&
      (best === null || ratio > best.ratio) &&
      !distinct(other, position)
    ) {
      best = { position: other, ratio };
    }
  }
  if (best === null) return null;
  return { position: best.position, ...similarity(params[best.position] ?? new Map<string, string>(), own) };
}
