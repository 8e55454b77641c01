import type { DecodedRequest } from '../decode.js';
import type { DuplicateKind } from '../validation/types.js';
import type { EncodedComparer } from './compare-encoded.js';
import type { EncodedParams, ParamEncoder } from './encoded-params.js';
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

/** The encoder and comparer of one validation run, shared by its buckets. */
export interface BucketTools {
  encoder: ParamEncoder;
  comparer: EncodedComparer;
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
  { encoder, comparer }: BucketTools,
): BucketGroup[] {
  const at = (position: number): DecodedRequest => requests[indices[position] ?? 0] as DecodedRequest;
  const params: EncodedParams[] = [];
  const parent: number[] = [];
  /** By hash, the first position of each distinct parameter set with that hash. */
  const byHash = new Map<number, number[]>();
  const byKey = new Map<string, number>();
  /** For each position, the first position whose parameters are equal to its own. */
  const sameAs: number[] = [];
  for (let position = 0; position < indices.length; position++) {
    parent.push(position);
    const previous = position - 1;
    let same: number | undefined;
    if (previous >= 0 && encoder.sameAsEarlier(at(position), at(previous))) {
      // A copy of the previous request: same parameters, same group of equal ones.
      params.push(params[previous] as EncodedParams);
      same = sameAs[previous] ?? previous;
    } else {
      const own = encoder.encode(at(position));
      params.push(own);
      const candidates = byHash.get(own.hash);
      same = candidates?.find((candidate) => comparer.equal(params[candidate] ?? own, own));
      if (same === undefined && candidates) candidates.push(position);
      else if (same === undefined) byHash.set(own.hash, [position]);
    }
    if (same !== undefined) union(parent, same, position);
    sameAs.push(same ?? position);
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
      const { ratio, matchedFields } = componentSimilarity(comparer, params, sameAs, positions);
      groups.push(toGroup(positions, ratio, matchedFields));
    }
    const best = bestEarlierMatch(comparer, params, reps, first, (a, b) => provablyDistinct(at(a), at(b)));
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
  comparer: EncodedComparer,
  params: readonly EncodedParams[],
  sameAs: readonly number[],
  positions: readonly number[],
) {
  const first = positions[0] ?? 0;
  const base = params[first] as EncodedParams;
  const seen = new Set([sameAs[first]]);
  let ratio = 1;
  let fields: string[] | null = null;
  for (const position of positions) {
    if (seen.has(sameAs[position])) continue;
    seen.add(sameAs[position]);
    const result = comparer.similarity(base, params[position] as EncodedParams);
    ratio = Math.min(ratio, result.ratio);
    const matched = new Set(result.matchedFields);
    fields = (fields ?? result.matchedFields).filter((name) => matched.has(name));
  }
  return { ratio, matchedFields: fields ?? comparer.sortedNames(base) };
}

function bestEarlierMatch(
  comparer: EncodedComparer,
  params: readonly EncodedParams[],
  reps: readonly number[],
  position: number,
  distinct: (a: number, b: number) => boolean,
): { position: number; ratio: number; matchedFields: string[] } | null {
  const own = params[position] as EncodedParams;
  let best: { position: number; ratio: number } | null = null;
  for (let k = reps.length - 1; k >= 0 && k >= reps.length - COMPARISON_WINDOW; k--) {
    const other = reps[k] ?? 0;
    const otherParams = params[other] as EncodedParams;
    if (ratioBound(own, otherParams) < POSSIBLE_DUPLICATE_RATIO) continue;
    const ratio = comparer.ratio(own, otherParams);
    if (
      ratio >= POSSIBLE_DUPLICATE_RATIO &&
      (best === null || ratio > best.ratio) &&
      !distinct(other, position)
    ) {
      best = { position: other, ratio };
    }
  }
  if (best === null) return null;
  return { position: best.position, ...comparer.similarity(params[best.position] as EncodedParams, own) };
}

/** The best ratio two parameter sets can reach (min size / max size): a cheap filter before comparing. */
function ratioBound(a: EncodedParams, b: EncodedParams): number {
  const max = Math.max(a.names.length, b.names.length);
  return max === 0 ? 1 : Math.min(a.names.length, b.names.length) / max;
}
