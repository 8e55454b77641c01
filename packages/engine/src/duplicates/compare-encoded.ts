import type { EncodedParams } from './encoded-params.js';
import type { Similarity } from './comparable.js';

/**
 * Compares encoded parameter sets with the measure of comparable.ts: |names present in both with equal
 * values| / |names present in either| (1 when neither has any). One set at a time is spread into
 * arrays indexed by name id, so each comparison reads the other set once, without hashing.
 */
export class EncodedComparer {
  private readonly loadedIn: number[] = [];
  private readonly valueOf: number[] = [];
  private stamp = 0;
  private loaded: EncodedParams | null = null;

  constructor(private readonly nameOf: (id: number) => string) {}

  /** True when both hold the same (name, value) pairs. */
  equal(a: EncodedParams, b: EncodedParams): boolean {
    if (a.hash !== b.hash || a.names.length !== b.names.length) return false;
    let inOrder = true;
    for (let slot = 0; slot < a.names.length && inOrder; slot++) {
      inOrder = a.names[slot] === b.names[slot] && a.values[slot] === b.values[slot];
    }
    return inOrder || this.matchedCount(a, b) === a.names.length;
  }

  ratio(a: EncodedParams, b: EncodedParams): number {
    this.load(a);
    let matched = 0;
    let union = a.names.length;
    for (let slot = 0; slot < b.names.length; slot++) {
      const name = b.names[slot] ?? 0;
      if (this.loadedIn[name] !== this.stamp) union++;
      else if (this.valueOf[name] === b.values[slot]) matched++;
    }
    return union === 0 ? 1 : matched / union;
  }

  similarity(a: EncodedParams, b: EncodedParams): Similarity {
    this.load(a);
    const matchedFields: string[] = [];
    for (let slot = 0; slot < b.names.length; slot++) {
      const name = b.names[slot] ?? 0;
      if (this.loadedIn[name] === this.stamp && this.valueOf[name] === b.values[slot]) {
        matchedFields.push(this.nameOf(name));
      }
    }
    matchedFields.sort();
    const union = this.unionSize(a, b);
    return { ratio: union === 0 ? 1 : matchedFields.length / union, matchedFields };
  }

  /** The best ratio two sets can reach (min size / max size): a cheap filter before comparing. */
  ratioBound(a: EncodedParams, b: EncodedParams): number {
    const max = Math.max(a.names.length, b.names.length);
    return max === 0 ? 1 : Math.min(a.names.length, b.names.length) / max;
  }

  /** The names of a set, sorted. */
  sortedNames(a: EncodedParams): string[] {
    return a.names.map(this.nameOf).sort();
  }

  private matchedCount(a: EncodedParams, b: EncodedParams): number {
    this.load(a);
    let matched = 0;
    for (let slot = 0; slot < b.names.length; slot++) {
      const name = b.names[slot] ?? 0;
      if (this.loadedIn[name] === this.stamp && this.valueOf[name] === b.values[slot]) matched++;
    }
    return matched;
  }

  private unionSize(a: EncodedParams, b: EncodedParams): number {
    this.load(a);
    let union = a.names.length;
    for (const name of b.names) if (this.loadedIn[name] !== this.stamp) union++;
    return union;
  }

  private load(a: EncodedParams): void {
    if (this.loaded === a) return;
    const stamp = ++this.stamp;
    for (let slot = 0; slot < a.names.length; slot++) {
      const name = a.names[slot] ?? 0;
      this.loadedIn[name] = stamp;
      this.valueOf[name] = a.values[slot] ?? 0;
    }
    this.loaded = a;
  }
}
