import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import {
  connectRealtime,
  type RealtimeMessage,
  type RealtimeTestClient,
} from '../../testing/realtime-client.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { signUpAndSignIn, type SignedInUser } from '../../testing/users.js';
import { saveReport } from '../documents/reports.js';
import { createRealtimeHub } from './create-realtime-hub.js';
import { type PostgresRealtimeHub, REALTIME_APPLICATION_NAME } from './postgres-realtime-hub.js';
import { NOTICE_MAX_BYTES, decodeNotice, encodeNotice } from './realtime-notice.js';

const postgres = STORAGE_ENGINES.find((engine) => engine.name === 'postgres');
const TESTS = '/v1/databases/tagproof/collections/tests/documents';
const isEvent = (id: string, action: string) => (message: RealtimeMessage) =>
  message.type === 'event' &&
  message.data?.payload?.$id === id &&
  (message.data.events ?? []).some((event) => event.endsWith(`.${action}`));

describe('realtime notices', () => {
  const event = {
    action: 'delete' as const,
    ownerId: 'u1',
    databaseId: 'tagproof',
    collectionId: 'testsuitesresults',
    documentId: 'r1',
    timestamp: '2026-11-24T10:00:00.000+00:00',
    payload: { $id: 'r1', testSuiteResult: 'x'.repeat(20_000) },
  };

  it('carries ids, and a deleted document only when it fits under the NOTIFY cap', () => {
    const large = encodeNotice('instance-a', event);
    expect(Buffer.byteLength(large)).toBeLessThan(NOTICE_MAX_BYTES);
    expect(decodeNotice(large)).toMatchObject({
      source: 'instance-a',
      documentId: 'r1',
      deleted: { $id: 'r1', $collectionId: 'testsuitesresults', $databaseId: 'tagproof' },
    });
    const small = decodeNotice(encodeNotice('a', { ...event, payload: { $id: 'r1', name: 'kept' } }));
    expect(small?.deleted).toEqual({ $id: 'r1', name: 'kept' });
    const update = decodeNotice(encodeNotice('a', { ...event, action: 'update' }));
    expect(update).not.toHaveProperty('deleted');
  });

  it('ignores payloads that are not notices', () => {
    expect(decodeNotice(undefined)).toBeNull();
    expect(decodeNotice('not json')).toBeNull();
    expect(decodeNotice('{"source":"a","action":"explode"}')).toBeNull();
  });
});

describe.skipIf(!postgres?.available)('realtime fan-out between instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let config: Config;
  let cleanup: () => Promise<void>;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let secondUrl: string;
  let alice: SignedInUser;
  let bob: SignedInUser;
  const clients: RealtimeTestClient[] = [];

  beforeAll(async () => {
    if (!postgres) return;
    ({ config, cleanup } = await postgres.setup());
    first = await buildApp(config);
    second = await buildApp(config);
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    alice = await signUpAndSignIn(first, { verified: true });
    bob = await signUpAndSignIn(first, { verified: true });
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await first?.close();
    await second?.close();
    await cleanup?.();
  });

  const connect = async (user: SignedInUser) => {
    const client = await connectRealtime(secondUrl, { cookie: user.cookie });
    clients.push(client);
    await client.next((message) => message.type === 'connected');
    return client;
  };
  /** Alice creates a test through the first instance. */
  const createTest = (documentId: string, name: string, testType: string) =>
    first.inject({
      method: 'POST',
      url: TESTS,
      headers: { cookie: alice.cookie },
      payload: { documentId, data: { name, testType } },
    });
  const settle = async (client: RealtimeTestClient) => {
    const before = client.messages.filter((message) => message.type === 'pong').length;
    client.send({ type: 'ping' });
    await client.next(() => client.messages.filter((message) => message.type === 'pong').length > before);
  };

  it('delivers a write made through one instance to the owner’s socket on the other, and to no one else', async () => {
    const aliceSocket = await connect(alice);
    const bobSocket = await connect(bob);
    const created = await createTest('fanout-1', 'Has currency', 'GOOGLEANALYTICS4');
    expect(created.statusCode).toBe(201);
    const event = await aliceSocket.next(isEvent('fanout-1', 'create'), 5000);
    expect(event.data?.payload).toMatchObject({ $id: 'fanout-1', name: 'Has currency' });
    expect(event.data?.channels).toContain('databases.tagproof.collections.tests.documents.fanout-1');

    await first.inject({
      method: 'PATCH',
      url: `${TESTS}/fanout-1`,
      headers: { cookie: alice.cookie },
      payload: { data: { name: 'Renamed' } },
    });
    const updated = await aliceSocket.next(isEvent('fanout-1', 'update'), 5000);
    expect(updated.data?.payload).toMatchObject({ name: 'Renamed' });

    await first.inject({ method: 'DELETE', url: `${TESTS}/fanout-1`, headers: { cookie: alice.cookie } });
    const deleted = await aliceSocket.next(isEvent('fanout-1', 'delete'), 5000);
    expect(deleted.data?.payload).toMatchObject({ $id: 'fanout-1', name: 'Renamed' });

    await settle(bobSocket);
    expect(bobSocket.messages.filter((message) => message.type === 'event')).toEqual([]);
  });

  it('delivers each event once to a socket on the publishing instance itself', async () => {
    const url = await first.listen({ port: 0, host: '127.0.0.1' });
    const local = await connectRealtime(url, { cookie: alice.cookie });
    clients.push(local);
    await local.next((message) => message.type === 'connected');
    await createTest('fanout-local', 'Local', 'FACEBOOK');
    await local.next(isEvent('fanout-local', 'create'), 5000);
    await settle(local);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(local.messages.filter(isEvent('fanout-local', 'create'))).toHaveLength(1);
  });

  it('carries a report larger than a NOTIFY payload, saved by a worker process’s publish-only hub', async () => {
    const socket = await connect(alice);
    const workerHub = await createRealtimeHub({
      database: first.database,
      databaseUrl: config.databaseUrl,
      listen: false,
      onError: (error) => {
        throw error;
      },
    });
    try {
      const testSuiteResult = { requests: 'x'.repeat(50_000) };
      await saveReport(
        first.db,
        alice.userId,
        { documentId: 'big-report', testSuiteResult },
        { realtime: workerHub },
      );
    } finally {
      await workerHub.close();
    }
    const event = await socket.next(isEvent('big-report', 'create'), 5000);
    expect(JSON.stringify(event.data?.payload)).toContain('x'.repeat(50_000));
  });

  it('listens again after its LISTEN connection is killed', async () => {
    const hub = second.realtimeHub as PostgresRealtimeHub;
    expect(hub.listening).toBe(true);
    const socket = await connect(alice);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${REALTIME_APPLICATION_NAME} and pid <> pg_backend_pid()
      and query ilike ${`LISTEN%${hub.channel}%`}`.execute(first.db);
    for (let waited = 0; hub.listening && waited < 5000; waited += 20) await sleep(20);
    for (let waited = 0; !hub.listening && waited < 10_000; waited += 50) await sleep(50);
    expect(hub.listening).toBe(true);
    await createTest('after-reconnect', 'Back', 'GOOGLEANALYTICS4');
    await socket.next(isEvent('after-reconnect', 'create'), 5000);
  });
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
