import type { DecodedParameter, DecodedRequest } from '../decode.js';
import { unreadBody } from './unread-body.js';
import { isVolatile, volatileVariant } from './volatile.js';

/**
 * A request's comparable parameters (every parameter but the volatile ones) as interned ids: one entry
 * per distinct name, in the order names first appear. A repeated name keeps all its values, in order,
 * joined into one value. Two requests have equal comparable parameters exactly when they hold the same
 * (name, value) pairs; the hash says so quickly (equal pairs, equal hash) before comparing them.
 */
export interface EncodedParams {
  names: number[];
  values: number[];
  hash: number;
}

const REPEAT_SEPARATOR = '\u001f';
/** The name a body its vendor could not read is compared under (see unread-body.ts), as findings name it. */
const UNREAD_BODY = 'postData';
/** A name id that marks a volatile name. */
const VOLATILE = -1;

/** Interns the names and values of one validation run's requests; one encoder per run. */
export class ParamEncoder {
  /**
   * Per category (and per variant: the hits on which some names are volatile, see volatileWhen), the id
   * of each wire name seen, or VOLATILE.
   */
  private readonly nameIds = new Map<string, Map<string, number>>();
  /** Per category, the id of each wire name that counts: one id for both variants, so they compare. */
  private readonly realIds = new Map<string, Map<string, number>>();
  private readonly names: string[] = [];
  private readonly valueIds = new Map<string, number>();
  /** Scratch, by name id: the request (stamp) that last used the name, and where it put it. */
  private readonly seenIn: number[] = [];
  private readonly slotOf: number[] = [];
  private stamp = 0;

  /** The wire name of a name id. */
  nameOf(id: number): string {
    return this.names[id] ?? '';
  }

  /**
   * True when two requests of one category send the same parameters in the same order, except for
   * volatile values: their encodings are then equal, so the earlier one's can be reused. A cheap test
   * (one pass, no hashing) for the common case of a tag firing the same event again.
   */
  sameAsEarlier(request: DecodedRequest, earlier: DecodedRequest): boolean {
    const own = request.parameters;
    const other = earlier.parameters;
    if (own.length !== other.length || request.category !== earlier.category) return false;
    if (unreadBody(request) !== unreadBody(earlier)) return false;
    for (let index = 0; index < own.length; index++) {
      const a = own[index] as DecodedParameter;
      const b = other[index] as DecodedParameter;
      if (a.name !== b.name) return false;
      if (a.value !== b.value && this.nameId(request, a.name) !== VOLATILE) return false;
    }
    return true;
  }

  encode(request: DecodedRequest): EncodedParams {
    const ids = this.idsFor(request);
    const stamp = ++this.stamp;
    const names: number[] = [];
    const texts: string[] = [];
    for (const { name, value } of request.parameters) {
      const id = ids.get(name) ?? this.newNameId(ids, request, name);
      if (id === VOLATILE) continue;
      if (this.seenIn[id] === stamp) {
        const slot = this.slotOf[id] ?? 0;
        texts[slot] = `${texts[slot] ?? ''}${REPEAT_SEPARATOR}${value}`;
        continue;
      }
      this.seenIn[id] = stamp;
      this.slotOf[id] = names.length;
      names.push(id);
      texts.push(value);
    }
    const body = unreadBody(request);
    if (body !== null) {
      names.push(this.nameId(request, UNREAD_BODY));
      texts.push(body);
    }
    const values: number[] = [];
    let hash = 0;
    for (let slot = 0; slot < names.length; slot++) {
      const value = this.valueId(texts[slot] ?? '');
      values.push(value);
      hash = (hash + mix(names[slot] ?? 0, value)) | 0;
    }
    return { names, values, hash };
  }

  private nameId(request: DecodedRequest, name: string): number {
    const ids = this.idsFor(request);
    return ids.get(name) ?? this.newNameId(ids, request, name);
  }

  private newNameId(ids: Map<string, number>, request: DecodedRequest, name: string): number {
    const id = isVolatile(request, name) ? VOLATILE : this.realId(request.category ?? '', name);
    ids.set(name, id);
    return id;
  }

  private realId(category: string, name: string): number {
    const ids = mapIn(this.realIds, category);
    let id = ids.get(name);
    if (id === undefined) {
      id = this.names.push(name) - 1;
      ids.set(name, id);
    }
    return id;
  }

  private idsFor(request: DecodedRequest): Map<string, number> {
    const category = request.category ?? '';
    return mapIn(this.nameIds, volatileVariant(request) ? `${category}\u0000variant` : category);
  }

  private valueId(text: string): number {
    let id = this.valueIds.get(text);
    if (id === undefined) {
      id = this.valueIds.size;
      this.valueIds.set(text, id);
    }
    return id;
  }
}

function mapIn<V>(maps: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let map = maps.get(key);
  if (map === undefined) {
    map = new Map();
    maps.set(key, map);
  }
  return map;
}

/** Spreads one (name, value) pair over 32 bits; summed, so the order of the pairs does not matter. */
function mix(name: number, value: number): number {
  let h = Math.imul(name + 1, 0x9e3779b1) ^ Math.imul(value + 1, 0x85ebca77);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 13);
}
