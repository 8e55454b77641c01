/**
 * Hashes of nothing: the SHA-256, SHA-1 or MD5 of an empty text, of `undefined` or of `null`. A tag
 * that hashes an e-mail address, phone number or id it could not read sends one of these, the same for
 * every visitor without one (a real capture sent Criteo `e=ce&m=[e3b0c442…]`).
 */

/**
 * Each digest (lowercase hexadecimal) with what was hashed and the algorithm. A list rather than a map:
 * it is read through for every long hexadecimal run, never looked up.
 */
const HASHES_OF_NOTHING: ReadonlyArray<readonly [string, string]> = [
  ['e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', 'SHA-256 of an empty text'],
  ['eb045d78d273107348b0300c01d29b7552d622abbc6faf81b3ec55359aa9950c', 'SHA-256 of "undefined"'],
  ['74234e98afe7498fb5daf1f36ac2d78acc339464f950703b8c019892f982b90b', 'SHA-256 of "null"'],
  ['da39a3ee5e6b4b0d3255bfef95601890afd80709', 'SHA-1 of an empty text'],
  ['d5d4cd07616a542891b7ec2d0257b3a24b69856e', 'SHA-1 of "undefined"'],
  ['2be88ca4242c76e8253ac62474851065032d6833', 'SHA-1 of "null"'],
  ['d41d8cd98f00b204e9800998ecf8427e', 'MD5 of an empty text'],
  ['5e543256c480ac577d30f76f9120eb74', 'MD5 of "undefined"'],
  ['37a6259cc0c1dae299a7866489dff0bd', 'MD5 of "null"'],
];

/** The shortest digest (MD5): a value without a hexadecimal run this long holds none. */
export const SHORTEST_DIGEST = 32;
const SHORTEST = SHORTEST_DIGEST;

/** One hash of nothing found in a value. */
export interface HashOfNothing {
  /** The digest, lowercase. */
  digest: string;
  /** What it hashes: `SHA-256 of an empty text`. */
  hashes: string;
}

/** What nearly every value holds: nothing to allocate. */
const NONE: readonly HashOfNothing[] = Object.freeze([]);

function isHex(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 102) || (code >= 65 && code <= 70);
}

/**
 * The hashes of nothing in `value`, found inside runs of hexadecimal characters at least as long as a
 * digest: alone (`ud[em]=e3b0…`), in a list (`[e3b0…]`, `["e3b0…"]`) or after a prefix (`tv.1~em.e3b0…`),
 * percent-encoded or not (`%5Be3b0…%5D` runs on from the `B`). Most values hold no such run, and are
 * passed over in strides (see nextLongHexRun) rather than read character by character.
 */
export function findHashesOfNothing(value: string): readonly HashOfNothing[] {
  const length = value.length;
  if (length < SHORTEST) return NONE;
  let found: HashOfNothing[] | null = null;
  let start = nextLongHexRun(value, 0);
  while (start !== -1) {
    let end = start + SHORTEST;
    while (end < length && isHex(value.charCodeAt(end))) end++;
    const run = value.slice(start, end).toLowerCase();
    for (const [digest, hashes] of HASHES_OF_NOTHING) {
      if (run.includes(digest) && !found?.some((hash) => hash.digest === digest))
        (found ??= []).push({ digest, hashes });
    }
    start = nextLongHexRun(value, end + 1);
  }
  return found ?? NONE;
}

/**
 * Where the next run of at least SHORTEST hexadecimal characters starts, at or after `from` (which is
 * the start of the text or follows a character that is not hexadecimal), or -1. Each window of SHORTEST
 * characters is read from its end: the last character that is not hexadecimal rules out every start
 * up to it, so a text without long runs is passed over in strides of up to SHORTEST characters.
 */
function nextLongHexRun(value: string, from: number): number {
  let start = from;
  while (start + SHORTEST <= value.length) {
    let probe = start + SHORTEST - 1;
    while (probe >= start && isHex(value.charCodeAt(probe))) probe--;
    if (probe < start) return start;
    start = probe + 1;
  }
  return -1;
}
