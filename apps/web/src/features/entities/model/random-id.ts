const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random short id (specification §9: generated ids are random short strings). */
export function randomId(length = 10): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
