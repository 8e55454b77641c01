import {
  Account,
  AppwriteException,
  Client,
  Databases,
  ID,
  Permission,
  Query,
  Role,
  type Models,
} from 'appwrite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../server.js';
import { TestBrowser } from '../../testing/browser.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';

interface TestDocument extends Models.Document {
  name: string;
  description: string | null;
  testType: string | null;
  logicalOperator: 'AND' | 'OR';
  metrics: string;
  triggers: string[];
}

/**
 * The pinned official `appwrite` web SDK's Databases service against a listening server. Each user
 * is a {@link TestBrowser} (its own cookie jar, the Origin header browsers add); the global fetch the
 * SDK calls goes to the browser of the user acting at the moment.
 */
describe.each(STORAGE_ENGINES)('the appwrite SDK documents calls on $name', (engine) => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let acting: TestBrowser;

  beforeAll(async () => {
    if (!engine.available) return;
    const setup = await engine.setup();
    cleanup = setup.cleanup;
    server = await startServer(setup.config, { handleSignals: false });
  });
  afterAll(async () => {
    await server?.close();
    await cleanup?.();
  });
  const routeFetchToActingBrowser = () =>
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => acting.fetch(input, init));
  beforeEach((context) => {
    if (!engine.available) context.skip();
    routeFetchToActingBrowser();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A signed-in user with a verified e-mail, and the SDK services that act as them. */
  async function signedInUser() {
    // A browser keeps the fetch in place when it is made: the real one, not the routing stub.
    vi.unstubAllGlobals();
    const browser = new TestBrowser();
    routeFetchToActingBrowser();
    acting = browser;
    const client = new Client().setEndpoint(`${server.url}/v1`).setProject('tagproof');
    const account = new Account(client);
    const email = `sdk-${ID.unique()}@example.com`;
    const user = await account.create({ userId: ID.unique(), email, password: 'sdk-password' });
    await server.app.db.updateTable('users').set({ email_verified: 1 }).where('id', '=', user.$id).execute();
    await account.createEmailPasswordSession({ email, password: 'sdk-password' });
    const databases = new Databases(client);
    /** Runs `call` as this user (their cookies). */
    const as = <T>(call: (databases: Databases) => Promise<T>) => {
      acting = browser;
      return call(databases);
    };
    return { id: user.$id, as };
  }

  async function appwriteError(call: Promise<unknown>): Promise<AppwriteException> {
    const error = await call.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppwriteException);
    return error as AppwriteException;
  }

  const target = { databaseId: 'tagproof', collectionId: 'tests' } as const;
  /** The data of an SDK answer (the SDK adds a `toString` function to each). */
  const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

  it('creates, gets, updates, lists with queries and deletes documents', async () => {
    const alice = await signedInUser();
    const created = await alice.as((databases) =>
      databases.createDocument<TestDocument>({
        ...target,
        documentId: ID.unique(),
        data: {
          name: 'Purchase has currency',
          description: 'GA4 purchase',
          testType: 'GOOGLEANALYTICS4',
          logicalOperator: 'AND',
          metrics: JSON.stringify([{ metric: 'cu', comparison: 'exists', value: '' }]),
          triggers: [],
        },
        permissions: [Permission.read(Role.user(alice.id)), Permission.update(Role.user(alice.id))],
      }),
    );
    expect(created).toMatchObject({
      $collectionId: 'tests',
      $databaseId: 'tagproof',
      name: 'Purchase has currency',
    });

    const read = await alice.as((databases) =>
      databases.getDocument<TestDocument>({ ...target, documentId: created.$id }),
    );
    expect(plain(read)).toEqual(plain(created));

    const updated = await alice.as((databases) =>
      databases.updateDocument<TestDocument>({
        ...target,
        documentId: created.$id,
        data: { logicalOperator: 'OR' },
      }),
    );
    expect(updated.logicalOperator).toBe('OR');

    for (const name of ['B second', 'C third', 'D fourth']) {
      await alice.as((databases) =>
        databases.createDocument<Models.DefaultDocument>({
          ...target,
          documentId: ID.unique(),
          data: { name, testType: 'FACEBOOK' },
        }),
      );
    }
    const facebook = await alice.as((databases) =>
      databases.listDocuments<TestDocument>({
        ...target,
        queries: [Query.equal('testType', ['FACEBOOK']), Query.orderDesc('name'), Query.limit(2)],
      }),
    );
    expect(facebook.total).toBe(3);
    expect(facebook.documents.map((document) => document.name)).toEqual(['D fourth', 'C third']);

    const next = await alice.as((databases) =>
      databases.listDocuments<TestDocument>({
        ...target,
        queries: [
          Query.equal('testType', ['FACEBOOK']),
          Query.orderDesc('name'),
          Query.limit(2),
          Query.cursorAfter(facebook.documents[1]?.$id ?? ''),
        ],
      }),
    );
    expect(next.documents.map((document) => document.name)).toEqual(['B second']);

    const either = await alice.as((databases) =>
      databases.listDocuments<TestDocument>({
        ...target,
        queries: [
          Query.or([Query.equal('name', 'B second'), Query.startsWith('name', 'Purchase')]),
          Query.select(['name']),
          Query.orderAsc('name'),
        ],
      }),
    );
    expect(either.documents.map((document) => document.name)).toEqual(['B second', 'Purchase has currency']);
    expect(either.documents[0]).not.toHaveProperty('metrics');

    await alice.as((databases) => databases.deleteDocument({ ...target, documentId: created.$id }));
    const gone = await appwriteError(
      alice.as((databases) => databases.getDocument({ ...target, documentId: created.$id })),
    );
    expect([gone.code, gone.type]).toEqual([404, 'document_not_found']);
  });

  it("answers another user's document as not found and keeps it out of their list", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    const secret = await alice.as((databases) =>
      databases.createDocument<Models.DefaultDocument>({
        ...target,
        documentId: 'alices-test',
        data: { name: 'Private' },
      }),
    );
    // One call at a time: each is started only when the previous answer has been checked.
    for (const call of [
      () => bob.as((databases) => databases.getDocument({ ...target, documentId: secret.$id })),
      () =>
        bob.as((databases) =>
          databases.updateDocument<Models.DefaultDocument>({
            ...target,
            documentId: secret.$id,
            data: { name: 'x' },
          }),
        ),
      () => bob.as((databases) => databases.deleteDocument({ ...target, documentId: secret.$id })),
    ]) {
      const error = await appwriteError(call());
      expect([error.code, error.type]).toEqual([404, 'document_not_found']);
    }
    const list = await bob.as((databases) =>
      databases.listDocuments({ ...target, queries: [Query.equal('$id', secret.$id)] }),
    );
    expect(plain(list)).toEqual({ total: 0, documents: [] });
  });

  it('reads the error types the web app shows', async () => {
    const alice = await signedInUser();
    const invalid = await appwriteError(
      alice.as((databases) =>
        databases.createDocument<Models.DefaultDocument>({
          ...target,
          documentId: ID.unique(),
          data: { name: 'x', colour: 'red' },
        }),
      ),
    );
    expect([invalid.code, invalid.type]).toEqual([400, 'document_invalid_structure']);
    await alice.as((databases) =>
      databases.createDocument<Models.DefaultDocument>({
        ...target,
        documentId: 'taken',
        data: { name: 'x' },
      }),
    );
    const taken = await appwriteError(
      alice.as((databases) =>
        databases.createDocument<Models.DefaultDocument>({
          ...target,
          documentId: 'taken',
          data: { name: 'y' },
        }),
      ),
    );
    expect([taken.code, taken.type]).toEqual([409, 'document_already_exists']);
    const badQuery = await appwriteError(
      alice.as((databases) => databases.listDocuments({ ...target, queries: [Query.regex('name', '.*')] })),
    );
    expect([badQuery.code, badQuery.type]).toEqual([400, 'general_query_invalid']);
  });

  it('links a trigger to tests, visible from both sides', async () => {
    const alice = await signedInUser();
    const test = await alice.as((databases) =>
      databases.createDocument<Models.DefaultDocument>({
        ...target,
        documentId: ID.unique(),
        data: { name: 'Has value' },
      }),
    );
    const trigger = await alice.as((databases) =>
      databases.createDocument<Models.DefaultDocument>({
        databaseId: 'tagproof',
        collectionId: 'triggers',
        documentId: ID.unique(),
        data: {
          name: 'Purchase',
          tests: [test.$id],
          expectedTests: JSON.stringify([test.$id]),
          itemParameterOptions: '',
        },
      }),
    );
    const linked = await alice.as((databases) =>
      databases.listDocuments<TestDocument>({
        ...target,
        queries: [Query.contains('triggers', [trigger.$id])],
      }),
    );
    expect(linked.documents.map((document) => [document.$id, document.triggers])).toEqual([
      [test.$id, [trigger.$id]],
    ]);
  });
});
