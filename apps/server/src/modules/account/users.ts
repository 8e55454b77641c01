import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, UsersTable } from '../../db/schema.js';
import { appwriteDate } from '../../lib/clock.js';
import type { CurrentUser } from './current-user.js';

export type UserRow = Selectable<UsersTable>;

/** Preference keys only the server sets (`tagproof user premium EMAIL`): a client cannot write them. */
export const SERVER_OWNED_PREFS: ReadonlySet<string> = new Set(['isPremium']);

/** Appwrite's Account model (`GET /v1/account`); never carries the password hash. */
export interface AccountModel {
  $id: string;
  $createdAt: string;
  $updatedAt: string;
  name: string;
  registration: string;
  status: boolean;
  labels: string[];
  passwordUpdate: string;
  email: string;
  phone: string;
  emailVerification: boolean;
  phoneVerification: boolean;
  mfa: boolean;
  prefs: Record<string, unknown>;
  targets: unknown[];
  accessedAt: string;
}

export function toAccountModel(user: UserRow): AccountModel {
  return {
    $id: user.id,
    $createdAt: appwriteDate(user.created_at),
    $updatedAt: appwriteDate(user.updated_at),
    name: user.name,
    registration: appwriteDate(user.created_at),
    status: true,
    labels: [],
    passwordUpdate: user.password_updated_at ? appwriteDate(user.password_updated_at) : '',
    email: user.email,
    phone: '',
    emailVerification: user.email_verified === 1,
    phoneVerification: false,
    mfa: false,
    prefs: parsePrefs(user.prefs),
    targets: [],
    accessedAt: appwriteDate(user.accessed_at),
  };
}

export function toCurrentUser(user: UserRow, sessionId: string, sessionEndsAt?: number): CurrentUser {
  return {
    ...(sessionEndsAt === undefined ? {} : { sessionEndsAt }),
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerification: user.email_verified === 1,
    prefs: parsePrefs(user.prefs),
    sessionId,
  };
}

/** The stored preferences; a damaged value reads as none. */
export function parsePrefs(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function findUserById(db: Kysely<DatabaseSchema>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** `email` must already be lower-cased. */
export function findUserByEmail(db: Kysely<DatabaseSchema>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export interface NewUser {
  id: string;
  email: string;
  name: string;
  passwordHash: string | null;
  emailVerified: boolean;
  now: string;
}

/** Inserts a user; a taken id or e-mail raises the database's unique violation. */
export async function insertUser(db: Kysely<DatabaseSchema>, user: NewUser): Promise<UserRow> {
  const row: UserRow = {
    id: user.id,
    email: user.email,
    name: user.name,
    password_hash: user.passwordHash,
    email_verified: user.emailVerified ? 1 : 0,
    prefs: '{}',
    created_at: user.now,
    updated_at: user.now,
    password_updated_at: user.passwordHash ? user.now : null,
    accessed_at: user.now,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}
