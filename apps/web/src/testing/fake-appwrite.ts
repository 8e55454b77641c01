import { vi } from 'vitest';
import { setAppwriteForTests } from '../lib/appwrite';

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

/** Points lib/appwrite at fakes; returns them. Undo with `setAppwriteForTests(null)`. */
export function installFakeAppwrite(): { account: FakeAccount; databases: FakeDatabases } {
  const account = fakeAccount();
  const databases = fakeDatabases();
  setAppwriteForTests({ account, databases });
  return { account, databases };
}
