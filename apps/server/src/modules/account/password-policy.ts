import { AppError } from '../../errors.js';

/**
 * How many of the most used passwords are refused: the top of the ranked list that
 * `@zxcvbn-ts/language-common` ships (MIT, drawn from leaked-password corpora), as Appwrite's
 * password dictionary refuses its top 10,000.
 */
export const COMMON_PASSWORDS_REFUSED = 10_000;

/** A name, e-mail local part or user id at least this long is refused anywhere inside a password. */
const MIN_CONTAINED_LENGTH = 4;

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/** The refused list, lower-cased; loaded (about 25 ms) on first use, not at import. */
function theCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common']
          .slice(0, COMMON_PASSWORDS_REFUSED)
          .map((password) => password.toLowerCase()),
      ),
  );
  return commonPasswords;
}

/** Loads the list ahead of the first sign-up, so that it does not pay for it. */
export async function preparePasswordPolicy(): Promise<void> {
  await theCommonPasswords();
}

/** Whether `password` is one of the {@link COMMON_PASSWORDS_REFUSED} most used, ignoring case. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await theCommonPasswords()).has(password.toLowerCase());
}

/** Who the password is for: what it must not repeat. */
export interface PasswordOwner {
  email: string;
  name?: string;
  /** The chosen user id (not for `unique()`). */
  userId?: string;
}

/**
 * Whether `password` repeats its owner's personal data, ignoring case: equal to the e-mail, its
 * local part, the name or the user id, or containing any of them that is at least 4 characters
 * long (`alice@example.com` refuses `Alice2024!`; a 2-letter name refuses only itself).
 */
export function repeatsPersonalData(password: string, owner: PasswordOwner): boolean {
  const candidate = password.toLowerCase();
  const email = owner.email.trim().toLowerCase();
  const parts = [email, email.split('@')[0] ?? '', owner.name ?? '', owner.userId ?? '']
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  return parts.some(
    (part) => candidate === part || (part.length >= MIN_CONTAINED_LENGTH && candidate.includes(part)),
  );
}

/**
 * Refuses a password that repeats its owner's data (400 `password_personal_data`, Appwrite's type)
 * or is one of the most common (400 `general_argument_invalid`, as Appwrite's dictionary check
 * answers). Call it on sign-up and wherever a password is set.
 *
 * @example
 * await assertAcceptablePassword(body.password, { email: body.email, name: body.name });
 */
export async function assertAcceptablePassword(password: string, owner: PasswordOwner): Promise<void> {
  if (repeatsPersonalData(password, owner)) throw new AppError('password_personal_data');
  if (await isCommonPassword(password)) {
    throw new AppError('general_argument_invalid', {
      reason:
        'this password is one of the most commonly used passwords, which attackers try first: choose a less common one',
    });
  }
}
