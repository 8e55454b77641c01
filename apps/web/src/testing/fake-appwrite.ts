import { vi } from 'vitest';
import { setAppwriteForTests } from '../lib/appwrite';
import { setSignInOptionsForTests } from '../lib/auth/sign-in-options';

/** An error shaped like the SDK's AppwriteException: message, HTTP status, Appwrite type. */
export class FakeAppwriteError extends Error {
  constructor(
    message: string,
    readonly code = 400,
    readonly type = '',
  ) {
    super(message);
  }
}

export const ACCOUNT = {
  $id: 'user-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  emailVerification: false,
  prefs: {},
};

/** A fake appwrite Account: every call a vi.fn() answering like our server for a signed-in user. */
export function fakeAccount() {
  return {
    get: vi.fn(async () => ({ ...ACCOUNT })),
    getSession: vi.fn(async () => ({ $id: 'session-1', current: true })),
    create: vi.fn(async () => ({ ...ACCOUNT })),
    createEmailPasswordSession: vi.fn(async () => ({ $id: 'session-1', current: true })),
    deleteSession: vi.fn(async () => ({})),
    createEmailVerification: vi.fn(async () => ({ $id: 'token-1', secret: '' })),
    updateEmailVerification: vi.fn(async () => ({ $id: 'token-1', secret: '' })),
    createOAuth2Session: vi.fn(),
  };
}

export function fakeDatabases() {
  return {
    listDocuments: vi.fn(async (_params: unknown) => ({ total: 0, documents: [] as unknown[] })),
  };
}

export type FakeAccount = ReturnType<typeof fakeAccount>;
export type FakeDatabases = ReturnType<typeof fakeDatabases>;

/**
 * The sign-in options of a server with Google configured; the verification status is not answered
 * (the screens then fall back to their own countdown), unless a test gives one.
 */
export function fakeSignInOptions(
  verificationStatus?: () => Promise<{ emailVerified: boolean; retryAfterSeconds: number }>,
) {
  const options = {
    providers: vi.fn(async () => ({ oauthProviders: ['google' as const] })),
    verificationStatus: vi.fn(verificationStatus ?? (async () => Promise.reject(new Error('not answered')))),
  };
  setSignInOptionsForTests(options);
  return options;
}

/**
 * Points lib/appwrite at fakes, and the sign-in options at {@link fakeSignInOptions}; returns them.
 * Undo with `setAppwriteForTests(null)`.
 */
export function installFakeAppwrite(): { account: FakeAccount; databases: FakeDatabases } {
  const account = fakeAccount();
  const databases = fakeDatabases();
  fakeSignInOptions();
  setAppwriteForTests({ account, databases });
  return { account, databases };
}
