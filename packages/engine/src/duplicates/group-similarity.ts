import type { EncodedComparer } from './compare-encoded.js';
import type { EncodedParams } from './encoded-params.js';

/** Pairs at or above this ratio are possible duplicates. */
export const POSSIBLE_DUPLICATE_RATIO = 0.9;

/**
 * How many earlier groups of the same bucket each group is compared with when looking for possible
 * duplicates. Bounds the pairwise work to O(n × WINDOW) however large one bucket is.
 */
export const COMPARISON_WINDOW = 32;

/**
 * The similarity within one group: the lowest ratio of each distinct member against the first, and
 * the fields equal in all. Members identical to one already seen are skipped (most groups are copies).
 */
export function componentSimilarity(
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

/**
 * The earlier group (one of the last COMPARISON_WINDOW) most alike this one at ≥ 90 %, the latest on a
 * tie, unless the two are provably distinct; with the similarity of the pair.
 */
export function bestEarlierMatch(
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
    if (comparer.ratioBound(own, otherParams) < POSSIBLE_DUPLICATE_RATIO) continue;
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
