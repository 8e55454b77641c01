import type { DecodedRequest } from '../decode.js';
import { isVolatile } from './volatile.js';

/** A request's non-volatile parameters, by wire name; a repeated name keeps all its values, in order. */
export type ComparableParams = ReadonlyMap<string, string>;

const REPEAT_SEPARATOR = '\u001f';

/** Builds the parameters two requests are compared on: every parameter except the volatile ones. */
export function comparableParams(request: DecodedRequest): ComparableParams {
  const map = new Map<string, string>();
  for (const param of request.parameters) {
    if (isVolatile(request, param.name)) continue;
    const previous = map.get(param.name);
    map.set(
      param.name,
      previous === undefined ? param.value : `${previous}${REPEAT_SEPARATOR}${param.value}`,
    );
  }
  return map;
}

/** A canonical text of the parameters: equal texts mean all non-volatile parameters are equal. */
export function fingerprint(params: ComparableParams): string {
  const names = [...params.keys()].sort();
  let text = '';
  for (const name of names)
    text += `${name.length}:${name}=${(params.get(name) ?? '').length}:${params.get(name) ?? ''}\u0000`;
  return text;
}

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

/** The ratio of similarity() alone, without allocating: for scanning many candidates. */
export function similarityRatio(a: ComparableParams, b: ComparableParams): number {
  let matched = 0;
  let union = a.size;
  // forEach, not for…of over entries: no [name, value] array per entry, so no garbage to collect.
  b.forEach((value, name) => {
    const other = a.get(name);
    if (other === undefined) union++;
    else if (other === value) matched++;
  });
  return union === 0 ? 1 : matched / union;
}

/** The best ratio two parameter sets can reach (min size / max size): a cheap filter before comparing. */
export function ratioBound(a: ComparableParams, b: ComparableParams): number {
  const max = Math.max(a.size, b.size);
  return max === 0 ? 1 : Math.min(a.size, b.size) / max;
}

/** A ratio as a percentage with one decimal, rounded down so that 89.99 % never reads 90 %. */
export function toPercentage(ratio: number): number {
  return Math.floor(ratio * 1000 + 1e-9) / 10;
}
