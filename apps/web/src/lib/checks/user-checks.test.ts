// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeAppwrite } from '../../testing/fake-appwrite';
import { setAppwriteForTests } from '../appwrite';
import { createAuthStore, type AuthUser } from '../auth/auth-store';
import { CHECKS_LIST_LIMIT, loadUserChecks } from './load-checks';
import { connectUserChecks, reloadUserChecks, type UserChecks } from './user-checks';

const ada: AuthUser = { $id: 'u1', name: 'Ada', emailVerification: true };
const grace: AuthUser = { $id: 'u2', name: 'Grace', emailVerification: true };
const checks = (name: string): UserChecks => ({ tests: [{ name }], triggers: [] });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  setAppwriteForTests(null);
  vi.restoreAllMocks();
});

describe('connectUserChecks', () => {
  it('loads and provides the checks when a user signs in, and not for visitors', async () => {
    const auth = createAuthStore();
    const provide = vi.fn();
    const load = vi.fn(async () => checks('currency'));
    connectUserChecks({ auth, provide, load });
    auth.getState().initialise(null);
    await flush();
    expect(load).not.toHaveBeenCalled();
    auth.getState().setUser(ada);
    await flush();
    expect(provide).toHaveBeenCalledWith(checks('currency'));
  });

  it('provides no checks after a failed load, so waiting runs go ahead', async () => {
    const auth = createAuthStore();
    const provide = vi.fn();
    const onError = vi.fn();
    connectUserChecks({ auth, provide, onError, load: async () => Promise.reject(new Error('down')) });
    auth.getState().initialise(ada);
    await flush();
    expect(onError).toHaveBeenCalled();
    expect(provide).toHaveBeenCalledWith({ tests: [], triggers: [] });
  });

  it("drops a previous user's answer", async () => {
    const auth = createAuthStore();
    const provide = vi.fn();
    const first = deferred<UserChecks>();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(checks('grace'));
    connectUserChecks({ auth, provide, load });
    auth.getState().initialise(ada);
    auth.getState().setUser(grace);
    await flush();
    first.resolve(checks('ada'));
    await flush();
    expect(provide.mock.calls).toEqual([[checks('grace')]]);
  });

  it('gives the loaded checks again to a refreshed user object, and reloads on demand', async () => {
    const auth = createAuthStore();
    const provide = vi.fn();
    const load = vi.fn(async () => checks('currency'));
    const connection = connectUserChecks({ auth, provide, load });
    auth.getState().initialise({ ...ada, emailVerification: false });
    await flush();
    auth.getState().setUser({ ...ada });
    expect(provide).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
    await reloadUserChecks();
    expect(load).toHaveBeenCalledTimes(2);
    connection.disconnect();
  });
});

describe('loadUserChecks', () => {
  it('lists tests and triggers (limit 1000) and sends ids as testID and triggerID', async () => {
    const { databases } = installFakeAppwrite();
    databases.listDocuments.mockImplementation(async (params: unknown) => {
      const { collectionId } = params as { collectionId: string };
      return collectionId === 'tests'
        ? {
            total: 1,
            documents: [
              {
                $id: 't1',
                name: 'currency',
                testType: 'GOOGLEANALYTICS4',
                metrics: '[]',
                triggers: ['g1'],
                logicalOperator: 'AND',
                $createdAt: 'x',
              },
            ],
          }
        : {
            total: 1,
            documents: [
              {
                $id: 'g1',
                name: 'purchase',
                triggerType: 'GOOGLEANALYTICS4',
                metrics: '[]',
                tests: ['t1'],
                expectedTests: '[]',
                logicalOperator: 'OR',
              },
            ],
          };
    });
    const loaded = await loadUserChecks();
    expect(databases.listDocuments).toHaveBeenCalledWith({
      databaseId: 'tagproof',
      collectionId: 'tests',
      queries: [JSON.stringify({ method: 'limit', values: [CHECKS_LIST_LIMIT] })],
    });
    expect(loaded.tests[0]).toMatchObject({ testID: 't1', name: 'currency', triggers: ['g1'] });
    expect(loaded.tests[0]).not.toHaveProperty('$createdAt');
    expect(loaded.triggers[0]).toMatchObject({
      triggerID: 'g1',
      tests: ['t1'],
      expectedTests: '[]',
      logicalOperator: 'OR',
    });
  });
});
