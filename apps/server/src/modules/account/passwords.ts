import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { randomSecret } from '../../lib/secrets.js';

/** Shortest and longest password accepted (Appwrite's bounds). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 20–40 ms per hash
 * here. `Algorithm` is a const enum, which isolated modules cannot read, hence the literal.
 */
const ARGON2ID_OPTIONS: Options = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** A hash of a random password with the same cost as real ones, made once per process. */
function theDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomSecret());
  return dummyHash;
}

/**
 * Computes the dummy hash ahead of the first sign-in with an unknown e-mail (which would otherwise
 * pay for it, and be told apart by its time).
 */
export async function prepareDummyHash(): Promise<void> {
  await theDummyHash();
}

/**
 * Whether `password` matches `passwordHash`. With no hash (an unknown e-mail, or a user who only
 * signs in through a provider) it verifies against a dummy hash of the same cost and answers false,
 * so both cases take the same time as a wrong password for a known e-mail.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await theDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
