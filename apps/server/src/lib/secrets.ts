import { createHash, randomBytes } from 'node:crypto';

/** A random secret of `bytes` bytes (default 32 = 256 bits), base64url-encoded (43 characters). */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Hex SHA-256 of a secret: what the database stores instead of the secret itself. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
