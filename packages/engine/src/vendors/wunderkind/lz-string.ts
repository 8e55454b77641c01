/**
 * Reads text packed by lz-string's `compressToEncodedURIComponent` (the public lz-string library's
 * URL-safe form), as Wunderkind's tag packs its `wklz` payloads: an LZW stream whose codes grow from 2
 * bits wide, written 6 bits to a character of the alphabet below, lowest bit first. Code 0 or 1 brings
 * a new 8- or 16-bit character, 2 ends the stream, any other code names a dictionary entry.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const BITS_PER_CHARACTER = 6;

/** The 6-bit value of each character code of the alphabet, -1 for any other. */
const VALUE_OF: Int8Array = (() => {
  const values = new Int8Array(128).fill(-1);
  for (let index = 0; index < ALPHABET.length; index++) values[ALPHABET.charCodeAt(index)] = index;
  return values;
})();

/** Limits that keep a hostile payload cheap: real `wklz` values are a few thousand characters. */
export const LZ_LIMITS = { maxInput: 64_000, maxOutput: 256_000 } as const;

/** Reads the packed bits, lowest first, from the 6-bit values of the input. */
class BitReader {
  private value: number;
  private mask = 1 << (BITS_PER_CHARACTER - 1);
  private next = 1;

  constructor(private readonly values: Int8Array) {
    this.value = values[0] ?? 0;
  }

  /** True once every input character has been read (lz-string's end without an end code). */
  get exhausted(): boolean {
    return this.next > this.values.length;
  }

  read(width: number): number {
    let bits = 0;
    for (let power = 0; power < width; power++) {
      if ((this.value & this.mask) !== 0) bits |= 1 << power;
      this.mask >>= 1;
      if (this.mask === 0) {
        this.mask = 1 << (BITS_PER_CHARACTER - 1);
        this.value = this.values[this.next] ?? 0;
        this.next++;
      }
    }
    return bits;
  }
}

/** The 6-bit values of the input, or null when a character is outside the alphabet. */
function valuesOf(input: string): Int8Array | null {
  const values = new Int8Array(input.length);
  for (let index = 0; index < input.length; index++) {
    const code = input.charCodeAt(index);
    // A query parser reads `+` as a space: lz-string's own reader turns it back.
    const value = code === 32 ? VALUE_OF[43] : code < 128 ? VALUE_OF[code] : -1;
    if (value === undefined || value < 0) return null;
    values[index] = value;
  }
  return values;
}

/**
 * The text packed in `input`, or null when it is not a well-formed stream (a character outside the
 * alphabet, a code naming no entry, no end code) or when input or output exceed LZ_LIMITS. Linear in
 * the input and the output; never throws.
 * @example decompressFromEncodedURIComponent('BYUwNmD2Q') // 'hello', as lz-string packs it
 */
export function decompressFromEncodedURIComponent(input: string): string | null {
  if (input.length === 0 || input.length > LZ_LIMITS.maxInput) return null;
  const values = valuesOf(input);
  if (values === null) return null;
  const reader = new BitReader(values);
  const dictionary: string[] = ['', '', ''];
  let width = 3;
  let enlargeIn = 4;
  const first = reader.read(2);
  if (first === 2) return '';
  if (first === 3) return null;
  let previous = String.fromCharCode(reader.read(first === 0 ? 8 : 16));
  dictionary.push(previous);
  const parts: string[] = [previous];
  let length = previous.length;
  for (;;) {
    if (reader.exhausted) return null;
    let code = reader.read(width);
    if (code === 2) return parts.join('');
    if (code < 2) {
      dictionary.push(String.fromCharCode(reader.read(code === 0 ? 8 : 16)));
      code = dictionary.length - 1;
      enlargeIn--;
      if (enlargeIn === 0) {
        enlargeIn = 2 ** width;
        width++;
      }
    }
    let entry: string;
    if (code < dictionary.length && code > 2) entry = dictionary[code] as string;
    else if (code === dictionary.length) entry = previous + previous.charAt(0);
    else return null;
    length += entry.length;
    if (length > LZ_LIMITS.maxOutput) return null;
    parts.push(entry);
    dictionary.push(previous + entry.charAt(0));
    enlargeIn--;
    previous = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** width;
      width++;
    }
  }
}
