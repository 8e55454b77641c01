import type { DecodedRequest } from '../decode.js';
import type { DuplicateKind } from '../validation/types.js';
import type { EncodedComparer } from './compare-encoded.js';
import type { EncodedParams, ParamEncoder } from './encoded-params.js';
import { classifyDuplicate, dedupKey, pageLoadsApart, provablyDistinct } from './dedup-keys.js';
import { bestEarlierMatch, componentSimilarity } from './group-similarity.js';

export { COMPARISON_WINDOW, POSSIBLE_DUPLICATE_RATIO } from './group-similarity.js';

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
 * compared with the last COMPARISON_WINDOW groups and its first request paired with its best match at
 * ≥ 90 % (a possible duplicate: a pair, as DESIGN.md says).
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
    if (
      previous >= 0 &&
      encoder.sameAsEarlier(at(position), at(previous)) &&
      !pageLoadsApart(at(position), at(previous))
    ) {
      // A copy of the previous request: same parameters, same group of equal ones.
      params.push(params[previous] as EncodedParams);
      same = sameAs[previous] ?? previous;
    } else {
      const own = encoder.encode(at(position));
      params.push(own);
      const candidates = byHash.get(own.hash);
      same = candidates?.find(
        (candidate) =>
          comparer.equal(params[candidate] ?? own, own) && !pageLoadsApart(at(candidate), at(position)),
      );
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
    // A pair: the group's own copies are already reported, each once, in its exact group above.
    if (best !== null) groups.push(toGroup([best.position, first], best.ratio, best.matchedFields));
    reps.push(first);
  }
  return groups;
}
