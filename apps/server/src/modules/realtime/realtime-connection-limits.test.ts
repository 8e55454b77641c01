import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import {
  connectRealtime,
  refusedRealtimeHandshake,
  type RealtimeConnectOptions,
  type RealtimeTestClient,
} from '../../testing/realtime-client.js';
import { createTestApp } from '../../testing/test-app.js';
import { signInAgain, signUpAndSignIn, type SignedInUser } from '../../testing/users.js';

const refusedBody = { type: 'general_rate_limit_exceeded', code: 429 };

/** The app listening on a free port, its URL, and the realtime clients a test opened. */
async function startServer(overrides: Partial<Config>) {
  const test = await createTestApp(overrides);
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const clients: RealtimeTestClient[] = [];
  const connect = async (options: RealtimeConnectOptions = {}) => {
    const client = await connectRealtime(url, options);
    clients.push(client);
    await client.next((message) => message.type === 'connected');
    return client;
  };
  return { test, app: test.app, url, clients, connect };
}

/** Resolves once the server holds `count` realtime sockets (a closed one is gone from its side too). */
async function serverSockets(app: FastifyInstance, count: number): Promise<void> {
  const deadline = Date.now() + 3000;
  while (app.websocketServer.clients.size !== count) {
    if (Date.now() > deadline) {
      throw new Error(`the server holds ${app.websocketServer.clients.size} sockets, not ${count}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('realtime connection limits (4 per IP, 2 per user)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    server = await startServer({ realtimeConnectionsPerIp: 4, realtimeConnectionsPerUser: 2 });
    alice = await signUpAndSignIn(server.app, { verified: true });
    bob = await signUpAndSignIn(server.app, { verified: true });
  });
  afterEach(async () => {
    await Promise.all(server.clients.splice(0).map((client) => client.close()));
    await serverSockets(server.app, 0);
  });
  afterAll(async () => {
    await server?.test.close();
  });

  it('refuses a handshake past the limit per IP with 429, Retry-After and the error body', async () => {
    for (let index = 0; index < 4; index++) await server.connect();
    for (const options of [{}, { cookie: alice.cookie }, { headers: { 'x-forwarded-for': '203.0.113.9' } }]) {
      const refused = await refusedRealtimeHandshake(server.url, options);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject(refusedBody);
      expect(refused.headers).toMatchObject({ 'retry-after': '10', 'x-ratelimit-limit': '4' });
    }
    // The refused handshakes took nothing: the server holds the four sockets it accepted.
    await serverSockets(server.app, 4);
  });

  it('refuses a handshake past the limit per user while the IP has room', async () => {
    await server.connect({ cookie: alice.cookie });
    await server.connect({ cookie: alice.cookie });
    const refused = await refusedRealtimeHandshake(server.url, { cookie: alice.cookie });
    expect(refused).toMatchObject({ status: 429, body: refusedBody });
    expect(refused.headers).toMatchObject({ 'retry-after': '10', 'x-ratelimit-limit': '2' });
    // Another user and a visitor from the same IP still get in.
    await server.connect({ cookie: bob.cookie });
    await server.connect();
  });

  it('lets a new connection in once one is closed', async () => {
    const first = await server.connect({ cookie: alice.cookie });
    await server.connect({ cookie: alice.cookie });
    expect((await refusedRealtimeHandshake(server.url, { cookie: alice.cookie })).status).toBe(429);
    await first.close();
    await serverSockets(server.app, 1);
    await server.connect({ cookie: alice.cookie });
  });

  it('frees the slot however a connection ends: dropped by the client, closed by the server, signed out', async () => {
    const secondSession = await signInAgain(server.app, alice);
    const enders: Array<(client: RealtimeTestClient) => Promise<unknown>> = [
      // A crashed tab or a lost network: no close frame.
      (client) => client.terminate(),
      // The server drops a client that floods it (as it drops one that stops reading or answering pings).
      async (client) => {
        for (let index = 0; index < 80; index++) client.send({ type: 'ping' });
        expect((await client.closed).code).toBe(1013);
      },
    ];
    for (const end of enders) {
      const doomed = await server.connect({ cookie: alice.cookie });
      const kept = await server.connect({ cookie: alice.cookie });
      expect((await refusedRealtimeHandshake(server.url, { cookie: alice.cookie })).status).toBe(429);
      await end(doomed);
      await serverSockets(server.app, 1);
      await kept.close();
      await serverSockets(server.app, 0);
    }

    // Signing out closes the session's sockets; the user's other session gets their slots.
    const signedOut = [
      await server.connect({ cookie: secondSession }),
      await server.connect({ cookie: secondSession }),
    ];
    expect((await refusedRealtimeHandshake(server.url, { cookie: alice.cookie })).status).toBe(429);
    const signOut = await server.app.inject({
      method: 'DELETE',
      url: '/v1/account/sessions/current',
      headers: { cookie: secondSession },
      payload: {},
    });
    expect(signOut.statusCode).toBe(204);
    for (const client of signedOut) expect((await client.closed).code).toBe(1008);
    await serverSockets(server.app, 0);
    await server.connect({ cookie: alice.cookie });
    await server.connect({ cookie: alice.cookie });
  });

  it('counts a socket signed in by an authentication message for its user, closing it with 1013 past the limit', async () => {
    const secret = alice.cookie.split('=')[1];
    const first = await server.connect({ cookie: alice.cookie });
    await server.connect({ cookie: alice.cookie });
    const visitor = await server.connect();
    visitor.send({ type: 'authentication', data: { session: secret } });
    const closed = await visitor.closed;
    expect(closed).toEqual({
      code: 1013,
      reason: 'Too many realtime connections for this user: at most 2 at once.',
    });
    expect(visitor.messages).toContainEqual({ type: 'error', data: { code: 1013, message: closed.reason } });

    await first.close();
    await serverSockets(server.app, 1);
    const signedIn = await server.connect();
    signedIn.send({ type: 'authentication', data: { session: secret } });
    await signedIn.next((message) => message.type === 'response' && message.data?.success === true);
    // It now counts for Alice: her next handshake is refused.
    expect((await refusedRealtimeHandshake(server.url, { cookie: alice.cookie })).status).toBe(429);
  });
});

describe('realtime connection limits behind a proxy (TRUST_PROXY=1: 2 per IP, 2 per user)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let alice: SignedInUser;

  beforeAll(async () => {
    server = await startServer({
      trustProxy: true,
      realtimeConnectionsPerIp: 2,
      realtimeConnectionsPerUser: 2,
    });
    alice = await signUpAndSignIn(server.app, { verified: true });
  });
  afterAll(async () => {
    await Promise.all(server?.clients.map((client) => client.close()) ?? []);
    await server?.test.close();
  });

  const from = (ip: string, cookie?: string): RealtimeConnectOptions => ({
    headers: { 'x-forwarded-for': ip },
    ...(cookie ? { cookie } : {}),
  });

  it('counts per client address as the rate limits see it, and per user across addresses', async () => {
    await server.connect(from('203.0.113.1'));
    await server.connect(from('203.0.113.1'));
    expect((await refusedRealtimeHandshake(server.url, from('203.0.113.1'))).status).toBe(429);
    await server.connect(from('203.0.113.2', alice.cookie));
    await server.connect(from('203.0.113.3', alice.cookie));
    const refused = await refusedRealtimeHandshake(server.url, from('203.0.113.4', alice.cookie));
    expect(refused).toMatchObject({ status: 429, headers: { 'x-ratelimit-limit': '2' } });
  });
});
