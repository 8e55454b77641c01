/**
 * A streaming string hash: cyrb53 (a public-domain 53-bit hash built on Math.imul) run with two seeds,
 * giving 106 bits as 28 hex characters. Not cryptographic; made for cache keys, where it only has to
 * spread well and be fast. No crypto API, so it runs in the browser, the extension and Node alike.
 */
export interface StringHash {
  /** Adds text to the hash. */
  update(text: string): StringHash;
  /** The hash of everything added so far, as lower-case hex. */
  digest(): string;
}

const SEEDS = [0, 0x9e3779b9] as const;

function finish(h1: number, h2: number): string {
  let a = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  a ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  let b = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  b ^= Math.imul(a ^ (a >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & b) + (a >>> 0);
  return value.toString(16).padStart(14, '0');
}

export function createStringHash(): StringHash {
  const state = SEEDS.map((seed) => [0xdeadbeef ^ seed, 0x41c6ce57 ^ seed]) as Array<[number, number]>;
  const hash: StringHash = {
    update(text) {
      for (const lane of state) {
        let [h1, h2] = lane;
        for (let index = 0; index < text.length; index++) {
          const char = text.charCodeAt(index);
          h1 = Math.imul(h1 ^ char, 2654435761);
          h2 = Math.imul(h2 ^ char, 1597334677);
        }
        lane[0] = h1;
        lane[1] = h2;
      }
      return hash;
    },
    digest() {
      return state.map(([h1, h2]) => finish(h1, h2)).join('');
    },
  };
  return hash;
}
