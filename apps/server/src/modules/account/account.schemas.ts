import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.js';

/** Largest body the account routes read (the biggest is a 64 KB preferences object). */
export const ACCOUNT_BODY_LIMIT_BYTES = 128 * 1024;

/** An e-mail address, trimmed and lower-cased (accounts are unique by lower-cased e-mail). */
export const EmailSchema = z
  .string()
  .trim()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid e-mail address'))
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** `POST /v1/account`. */
export const CreateAccountBody = z.object({
  userId: z.string().min(1).max(36),
  email: EmailSchema,
  password: PasswordSchema,
  name: z.string().trim().max(128, 'must be at most 128 characters').optional(),
});

/** `POST /v1/account/sessions/email`: any non-empty password (the length rules are for new ones). */
export const EmailSessionBody = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

/** `PATCH /v1/account/prefs`: the whole preferences object, at most 64 KB as JSON. */
export const UpdatePrefsBody = z.object({
  prefs: z
    .record(z.string(), z.unknown())
    .refine((prefs) => JSON.stringify(prefs).length <= 65_536, 'must be at most 64 KB as JSON'),
});

/** `POST /v1/account/verification`. */
export const CreateVerificationBody = z.object({ url: z.string().min(1).max(2048) });

/** `PUT /v1/account/verification`. */
export const UpdateVerificationBody = z.object({
  userId: z.string().min(1).max(36),
  secret: z.string().min(1).max(256),
});
