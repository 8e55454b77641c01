/** A request's non-volatile parameters, by wire name; a repeated name keeps all its values, in order. */
export type ComparableParams = ReadonlyMap<string, string>;

export interface Similarity {
  /** Shared equal parameters divided by the union of parameter names, 0…1. */
  ratio: number;
  /** The parameters present in both with the same value, sorted. */
  matchedFields: string[];
}

/**
 * How alike two requests are: |names present in both with equal values| / |names present in either|.
 * Two requests with no comparable parameters at all are identical (ratio 1).
 */
export function similarity(a: ComparableParams, b: ComparableParams): Similarity {
  const matchedFields: string[] = [];
  let union = a.size;
  for (const [name, value] of b) {
    const other = a.get(name);
    if (other === undefined) union++;
    else if (other === value) matchedFields.push(name);
  }
  matchedFields.sort();
  return { ratio: union === 0 ? 1 : matchedFields.length / union, matchedFields };
}

/** A ratio as a percentage with one decimal, rounded down so that 89.99 % never reads 90 %. */
export function toPercentage(ratio: number): number {
  return Math.floor(ratio * 1000 + 1e-9) / 10;
}
