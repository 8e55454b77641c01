import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { idle, request, setup } from '../features/validator/testing/store-harness';
import { connectUserChecks, freshUserChecks, type UserChecks } from '../lib/checks/user-checks';

const ada = { $id: 'u1', name: 'Ada', emailVerification: true };
const checks: UserChecks = { tests: [{ testID: 't1', name: 'currency', metrics: '[]' }], triggers: [] };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("a signed-in user's validation runs with their tests and triggers", () => {
  it('waits for them, then validates with them', async () => {
    const harness = setup({ initialised: false });
    const loading = deferred<UserChecks>();
    connectUserChecks({
      auth: harness.auth,
      provide: (loaded) => harness.store.getState().provideChecks(loaded),
      load: () => loading.promise,
    });
    harness.store.getState().receiveFromExtension([request('a')]);
    harness.auth.getState().initialise(ada);
    await vi.waitFor(() => expect(harness.store.getState().pendingValidation).toHaveLength(1));
    expect(harness.validate).not.toHaveBeenCalled();

    loading.resolve(checks);
    await idle(harness.store);
    expect(harness.calls).toHaveLength(1);
    expect(harness.calls[0]?.tests).toEqual(checks.tests);
  });

  it('sends their custom vendors along', async () => {
    const harness = setup();
    const vendors = [{ code: 'ACME', name: 'Acme', match: { hosts: ['a.example'] } }];
    connectUserChecks({
      auth: harness.auth,
      provide: (loaded) => harness.store.getState().provideChecks(loaded),
      load: async () => ({ ...checks, vendors }),
    });
    harness.auth.getState().setUser(ada);
    await harness.store.getState().startValidation([request('a')]);
    await idle(harness.store);
    expect(harness.calls[0]?.vendors).toEqual(vendors);
  });

  it('runs without custom checks for a visitor, and after a failed load', async () => {
    const anonymous = setup();
    connectUserChecks({ auth: anonymous.auth, provide: (c) => anonymous.store.getState().provideChecks(c) });
    await anonymous.store.getState().startValidation([request('a')]);
    expect(anonymous.calls[0]?.tests).toBeUndefined();

    const failing = setup();
    connectUserChecks({
      auth: failing.auth,
      provide: (c) => failing.store.getState().provideChecks(c),
      load: async () => Promise.reject(new Error('down')),
      onError: () => undefined,
    });
    failing.auth.getState().setUser(ada);
    await failing.store.getState().startValidation([request('b')]);
    await idle(failing.store);
    expect(failing.calls).toHaveLength(1);
    expect(failing.calls[0]?.tests).toEqual([]);
  });
});

describe('no run uses a stale test', () => {
  const stored = (value: string): UserChecks => ({
    tests: [{ testID: 't1', name: 'dl', metrics: [{ metric: 'dl', comparison: 'equals', value }] }],
    triggers: [],
  });

  it('re-reads the tests before every run: Revalidate sends the definition edited elsewhere', async () => {
    const harness = setup();
    harness.deps.freshChecks = freshUserChecks;
    let server = stored('https://old.example/');
    const load = vi.fn(async () => server);
    const connection = connectUserChecks({
      auth: harness.auth,
      provide: (loaded) => harness.store.getState().provideChecks(loaded),
      load,
      client: new QueryClient(),
    });
    harness.auth.getState().setUser(ada);
    await harness.store.getState().startValidation([request('a')]);
    await idle(harness.store);
    expect(harness.calls[0]?.tests).toEqual(stored('https://old.example/').tests);

    // Edited in another tab; this tab heard nothing.
    server = stored('https://new.example/');
    await harness.store.getState().revalidate();
    await idle(harness.store);
    expect(harness.calls).toHaveLength(2);
    expect(harness.calls[1]?.tests).toEqual(stored('https://new.example/').tests);
    expect(harness.store.getState().checks).toEqual(server);
    connection.disconnect();
  });

  it('re-reads them when the realtime socket reports a change (the checks query is invalidated)', async () => {
    const harness = setup();
    const client = new QueryClient();
    let server = stored('https://old.example/');
    const load = vi.fn(async () => server);
    let changed: (() => void) | null = null;
    const stop = vi.fn();
    const connection = connectUserChecks({
      auth: harness.auth,
      provide: (loaded) => harness.store.getState().provideChecks(loaded),
      load,
      client,
      watch: async (onChange) => {
        changed = onChange;
        return stop;
      },
    });
    harness.auth.getState().setUser(ada);
    await vi.waitFor(() => expect(harness.store.getState().checks).toEqual(server));
    expect(changed).not.toBeNull();

    server = stored('https://new.example/');
    changed!();
    await vi.waitFor(() => expect(harness.store.getState().checks).toEqual(stored('https://new.example/')));
    expect(load).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(['checks', 'u1'])).toEqual(server);

    // Signing out stops listening; a visitor's runs carry no checks.
    harness.auth.getState().initialise(null);
    expect(stop).toHaveBeenCalled();
    connection.disconnect();
  });
});
