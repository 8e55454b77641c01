import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import { createManualClock } from '../../lib/clock.js';
import { connectRealtime, type RealtimeTestClient } from '../../testing/realtime-client.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { createTestConfig } from '../../testing/test-config.js';
import { signInAgain, signUpAndSignIn } from '../../testing/users.js';
import { SESSION_LIFETIME_MS } from '../account/sessions.js';
import { decodeSessionEndNotice, encodeSessionEndNotices } from './session-end-notice.js';
import { NOTICE_MAX_BYTES } from './realtime-notice.js';

const TESTS = '/v1/databases/tagproof/collections/tests/documents';
/** What is read of `GET /v1/account/sessions`: each session's id and whether it is the caller's. */
const SessionListSchema = z.looseObject({
  sessions: z.array(z.looseObject({ $id: z.string(), current: z.boolean() })),
});
const postgres = STORAGE_ENGINES.find((engine) => engine.name === 'postgres');

/** Resolves with the close code, or 'open' when the socket is still open after `ms`. */
const closedWithin = (client: RealtimeTestClient, ms: number) =>
  Promise.race([
    client.closed.then(({ code }) => code),
    new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms)),
  ]);

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe('session-end notices', () => {
  it('carry the user and session ids, split when they would pass the NOTIFY cap', () => {
    const ids = Array.from({ length: 2000 }, (_, index) => `session-${String(index).padStart(14, '0')}`);
    const payloads = encodeSessionEndNotices('instance-a', { userId: 'u1', sessionIds: ids });
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(NOTICE_MAX_BYTES);
    const decoded = payloads.map(decodeSessionEndNotice);
    expect(decoded.flatMap((notice) => notice?.sessionIds ?? [])).toEqual(ids);
    expect(decoded[0]).toMatchObject({ kind: 'sessions-ended', source: 'instance-a', userId: 'u1' });
    expect(decodeSessionEndNotice('{"source":"a","action":"create"}')).toBeNull();
    expect(
      decodeSessionEndNotice('{"kind":"sessions-ended","source":"a","userId":"u","sessionIds":[1]}'),
    ).toBeNull();
  });
});

describe('signing out closes the realtime sockets of the session at once (SQLite)', () => {
  const clock = createManualClock(Date.now());
  let app: FastifyInstance;
  let cleanup: () => void;
  let url: string;
  const clients: RealtimeTestClient[] = [];

  beforeAll(async () => {
    const test = createTestConfig();
    cleanup = test.cleanup;
    app = await buildApp(test.config, { clock });
    url = await listen(app);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await app?.close();
    cleanup?.();
  });

  const connect = async (cookie: string) => {
    const client = await connectRealtime(url, { cookie });
    clients.push(client);
    await client.next((message) => message.type === 'connected');
    return client;
  };
  const remove = (cookie: string, path: string) =>
    app.inject({ method: 'DELETE', url: path, headers: { cookie }, payload: {} });

  it('DELETE /v1/account/sessions/current closes that session’s sockets, not the other session’s', async () => {
    const alice = await signUpAndSignIn(app, { verified: true });
    const otherCookie = await signInAgain(app, alice);
    const [first, second] = [await connect(alice.cookie), await connect(alice.cookie)];
    const other = await connect(otherCookie);

    expect((await remove(alice.cookie, '/v1/account/sessions/current')).statusCode).toBe(204);
    expect(await closedWithin(first, 2000)).toBe(1008);
    expect(await closedWithin(second, 2000)).toBe(1008);
    // Closed quietly: an error frame would be logged as an error by the SDK in the signing-out tab.
    expect(first.messages.some((message) => message.type === 'error')).toBe(false);

    const created = await app.inject({
      method: 'POST',
      url: TESTS,
      headers: { cookie: otherCookie },
      payload: { documentId: 'after-sign-out', data: { name: 'Still here' } },
    });
    expect(created.statusCode).toBe(201);
    await other.next((message) => message.type === 'event');
    expect(await closedWithin(other, 100)).toBe('open');
  });

  it('DELETE /v1/account/sessions/:id closes the sockets of the session deleted from another device', async () => {
    const alice = await signUpAndSignIn(app, { verified: true });
    const otherCookie = await signInAgain(app, alice);
    const other = await connect(otherCookie);
    const sessions = await app.inject({
      method: 'GET',
      url: '/v1/account/sessions',
      headers: { cookie: alice.cookie },
    });
    const target = SessionListSchema.parse(sessions.json()).sessions.find((session) => !session.current);
    expect((await remove(alice.cookie, `/v1/account/sessions/${target?.$id}`)).statusCode).toBe(204);
    expect(await closedWithin(other, 2000)).toBe(1008);
  });

  it('DELETE /v1/account/sessions closes every session’s sockets, and no other user’s', async () => {
    const alice = await signUpAndSignIn(app, { verified: true });
    const bob = await signUpAndSignIn(app, { verified: true });
    const aliceSockets = [await connect(alice.cookie), await connect(await signInAgain(app, alice))];
    const bobSocket = await connect(bob.cookie);
    expect((await remove(alice.cookie, '/v1/account/sessions')).statusCode).toBe(204);
    for (const socket of aliceSockets) expect(await closedWithin(socket, 2000)).toBe(1008);
    expect(await closedWithin(bobSocket, 100)).toBe('open');
  });

  it('sends no event past the end of the session, and closes the socket', async () => {
    const alice = await signUpAndSignIn(app, { verified: true });
    const socket = await connect(alice.cookie);
    clock.advance(SESSION_LIFETIME_MS);
    // The session has ended (no one asked the server yet); a new one writes a document.
    const fresh = await signInAgain(app, alice);
    const created = await app.inject({
      method: 'POST',
      url: TESTS,
      headers: { cookie: fresh },
      payload: { documentId: 'after-expiry', data: { name: 'Not for the old socket' } },
    });
    expect(created.statusCode).toBe(201);
    expect(await closedWithin(socket, 2000)).toBe(1008);
    expect(socket.messages.filter((message) => message.type === 'event')).toEqual([]);
  });
});

describe.skipIf(!postgres?.available)('signing out on one instance closes the sockets on another', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let secondUrl: string;
  let cleanup: () => Promise<void>;
  const clients: RealtimeTestClient[] = [];

  beforeAll(async () => {
    if (!postgres) return;
    const setup = await postgres.setup();
    cleanup = setup.cleanup;
    first = await buildApp(setup.config);
    second = await buildApp(setup.config);
    secondUrl = await listen(second);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await first?.close();
    await second?.close();
    await cleanup?.();
  });

  it('closes the signed-out session’s socket on the other instance at once, and keeps the others', async () => {
    const alice = await signUpAndSignIn(first, { verified: true });
    const otherCookie = await signInAgain(first, alice);
    const connect = async (cookie: string) => {
      const client = await connectRealtime(secondUrl, { cookie });
      clients.push(client);
      await client.next((message) => message.type === 'connected');
      return client;
    };
    const signedOut = await connect(alice.cookie);
    const kept = await connect(otherCookie);

    const response = await first.inject({
      method: 'DELETE',
      url: '/v1/account/sessions/current',
      headers: { cookie: alice.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(204);
    // The revalidation runs once a minute: only the notice can close it this soon.
    expect(await closedWithin(signedOut, 3000)).toBe(1008);

    await first.inject({
      method: 'POST',
      url: TESTS,
      headers: { cookie: otherCookie },
      payload: { documentId: 'pg-after-sign-out', data: { name: 'Kept' } },
    });
    await kept.next((message) => message.type === 'event', 5000);
    expect(signedOut.messages.filter((message) => message.type === 'event')).toEqual([]);
  });
});
