/** Reads big-endian bit fields from a base64url string (TCF and GPP segments). */

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export class BitReader {
  private position = 0;

  private constructor(private readonly bits: Uint8Array) {}

  /** The reader of a base64url (or base64) string; null when a character is not base64. */
  static of(text: string): BitReader | null {
    const clean = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const bits = new Uint8Array(clean.length * 6);
    for (let index = 0; index < clean.length; index++) {
      const value = BASE64URL.indexOf(clean.charAt(index));
      if (value === -1) return null;
      for (let bit = 0; bit < 6; bit++) bits[index * 6 + bit] = (value >> (5 - bit)) & 1;
    }
    return new BitReader(bits);
  }

  get remaining(): number {
    return this.bits.length - this.position;
  }

  /** The next `count` bits (at most 48) as a number; null when the string is too short. */
  int(count: number): number | null {
    if (count > this.remaining) return null;
    let value = 0;
    for (let bit = 0; bit < count; bit++) value = value * 2 + (this.bits[this.position + bit] ?? 0);
    this.position += count;
    return value;
  }

  /** The numbers (1-based) of the set bits among the next `count`; null when too short. */
  setBits(count: number): number[] | null {
    if (count > this.remaining) return null;
    const set: number[] = [];
    for (let bit = 0; bit < count; bit++) if (this.bits[this.position + bit] === 1) set.push(bit + 1);
    this.position += count;
    return set;
  }
}
