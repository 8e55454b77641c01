import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectRealtime,
  type RealtimeMessage,
  type RealtimeTestClient,
} from '../../testing/realtime-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { signUpAndSignIn, type SignedInUser } from '../../testing/users.js';

const TESTS = '/v1/databases/tagproof/collections/tests/documents';
const TRIGGERS = '/v1/databases/tagproof/collections/triggers/documents';
const isEvent = (id: string, action?: string) => (message: RealtimeMessage) =>
  message.type === 'event' &&
  message.data?.payload?.$id === id &&
  (action === undefined || (message.data.events ?? []).some((event) => event.endsWith(`.${action}`)));

describe('realtime websocket', () => {
  let test: TestApp;
  let app: FastifyInstance;
  let url: string;
  let alice: SignedInUser;
  let bob: SignedInUser;
  const clients: RealtimeTestClient[] = [];

  beforeAll(async () => {
    test = await createTestApp();
    app = test.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    alice = await signUpAndSignIn(app, { verified: true });
    bob = await signUpAndSignIn(app, { verified: true });
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await test?.close();
  });

  const connect = async (options: Parameters<typeof connectRealtime>[1] = {}) => {
    const client = await connectRealtime(url, options);
    clients.push(client);
    return client;
  };
  /** Everything the server sent before the pong has arrived: a barrier for "received nothing". */
  const settle = async (client: RealtimeTestClient) => {
    const before = client.messages.filter((message) => message.type === 'pong').length;
    client.send({ type: 'ping' });
    await client.next(() => client.messages.filter((message) => message.type === 'pong').length > before);
  };
  const write = (user: SignedInUser, method: 'POST' | 'PATCH' | 'DELETE', path: string, payload: object) =>
    app.inject({ method, url: path, headers: { cookie: user.cookie }, payload });

  it('says connected with the channels and the account, and answers ping with pong', async () => {
    const client = await connect({
      cookie: alice.cookie,
      origin: url,
      query: `project=tagproof&channels[]=documents&channels[]=account&documents[0][]=${encodeURIComponent('{"method":"select","values":["*"]}')}&unknown=1`,
    });
    const connected = await client.next((message) => message.type === 'connected');
    expect(connected.data).toMatchObject({
      channels: ['documents', 'account'],
      user: { $id: alice.userId, email: alice.email, emailVerification: true },
    });
    expect(JSON.stringify(connected)).not.toMatch(/hash|secret|argon/i);
    client.send({ type: 'ping' });
    await client.next((message) => message.type === 'pong');
  });

  it("delivers a document's create, update and delete to its owner only", async () => {
    const own = await connect({ cookie: alice.cookie });
    const other = await connect({ cookie: bob.cookie });
    const visitor = await connect();
    await Promise.all(
      [own, other, visitor].map((client) => client.next((message) => message.type === 'connected')),
    );

    const created = await write(alice, 'POST', TESTS, { documentId: 'rt-test', data: { name: 'Realtime' } });
    expect(created.statusCode).toBe(201);
    const event = await own.next(isEvent('rt-test', 'create'));
    expect(event.data).toMatchObject({
      channels: [
        'documents',
        'databases.tagproof.collections.tests.documents',
        'databases.tagproof.collections.tests.documents.rt-test',
      ],
      payload: created.json(),
    });
    expect(event.data?.events).toEqual(
      expect.arrayContaining([
        'databases.tagproof.collections.tests.documents.rt-test.create',
        'databases.*.collections.*.documents.*.create',
      ]),
    );
    expect(event.data?.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);

    await write(alice, 'PATCH', `${TESTS}/rt-test`, { data: { name: 'Renamed' } });
    expect((await own.next(isEvent('rt-test', 'update'))).data?.payload).toMatchObject({ name: 'Renamed' });
    await write(alice, 'DELETE', `${TESTS}/rt-test`, {});
    await own.next(isEvent('rt-test', 'delete'));

    // Bob also has a document with the same id: his events are his.
    await write(bob, 'POST', TESTS, { documentId: 'rt-test', data: { name: 'Bob’s' } });
    await other.next(isEvent('rt-test', 'create'));
    await Promise.all([own, visitor].map(settle));
    expect(own.messages.filter(isEvent('rt-test', 'create'))).toHaveLength(1);
    expect(visitor.messages.filter((message) => message.type === 'event')).toEqual([]);
    expect(other.messages.filter((message) => message.type === 'event')).toHaveLength(1);
  });

  it('delivers only on the channels a connection listens on', async () => {
    const triggersOnly = await connect({
      cookie: alice.cookie,
      query: 'project=tagproof&channels[]=databases.tagproof.collections.triggers.documents',
    });
    const oneTest = await connect({
      cookie: alice.cookie,
      query: 'project=tagproof&channels[]=databases.tagproof.collections.tests.documents.watched',
    });
    await write(alice, 'POST', TESTS, { documentId: 'watched', data: { name: 'Watched' } });
    await write(alice, 'POST', TESTS, { documentId: 'unwatched', data: { name: 'Not watched' } });
    await write(alice, 'POST', TRIGGERS, {
      documentId: 'trigger-1',
      data: { name: 'T', tests: ['watched'] },
    });
    await triggersOnly.next(isEvent('trigger-1', 'create'));
    // The link changed the test too: its update reaches the test's channel.
    await oneTest.next(isEvent('watched', 'update'));
    await Promise.all([triggersOnly, oneTest].map(settle));
    expect(
      triggersOnly.messages.filter((message) => message.type === 'event').map((m) => m.data?.payload?.$id),
    ).toEqual(['trigger-1']);
    expect(
      oneTest.messages.filter((message) => message.type === 'event').map((m) => m.data?.payload?.$id),
    ).toEqual(['watched', 'watched']);
  });

  it('refuses a foreign Origin and another project with 1008', async () => {
    for (const options of [
      { origin: 'https://evil.example' },
      { query: 'project=other&channels[]=documents' },
    ]) {
      const client = await connect({ cookie: alice.cookie, ...options });
      const closed = await client.closed;
      expect(closed.code).toBe(1008);
      expect(client.messages).toEqual([{ type: 'error', data: expect.objectContaining({ code: 1008 }) }]);
    }
  });

  it('answers bad JSON and unknown message types with error 1003 and stays open', async () => {
    const client = await connect({ cookie: alice.cookie });
    client.sendRaw('{not json');
    client.send({ type: 'shout', data: 'hello' });
    await client.next(() => client.messages.filter((message) => message.data?.code === 1003).length === 2);
    client.send({ type: 'ping' });
    await client.next((message) => message.type === 'pong');
  });

  it('closes a connection that sends too many messages with 1013', async () => {
    const client = await connect();
    for (let index = 0; index < 80; index++) client.send({ type: 'ping' });
    expect((await client.closed).code).toBe(1013);
  });

  it('signs a visitor connection in with an authentication message', async () => {
    const client = await connect();
    await client.next((message) => message.type === 'connected');
    client.send({ type: 'authentication', data: { session: 'not-a-session' } });
    await client.next((message) => message.data?.code === 1003);
    const secret = alice.cookie.split('=')[1];
    client.send({ type: 'authentication', data: { session: secret } });
    const response = await client.next((message) => message.type === 'response');
    expect(response.data).toMatchObject({ to: 'authentication', success: true, user: { $id: alice.userId } });
    await write(alice, 'POST', TESTS, { documentId: 'after-auth', data: { name: 'x' } });
    await client.next(isEvent('after-auth', 'create'));
  });

  it('takes subscriptions from a subscribe message and names them in events', async () => {
    const client = await connect({ cookie: alice.cookie, query: 'project=tagproof' });
    client.send({
      type: 'subscribe',
      data: [
        {
          subscriptionId: 'sub-1',
          channels: ['databases.tagproof.collections.tests.documents'],
          queries: [],
        },
      ],
    });
    await client.next((message) => message.type === 'response' && message.data?.to === 'subscribe');
    await write(alice, 'POST', TESTS, { documentId: 'subscribed', data: { name: 'x' } });
    const event = await client.next(isEvent('subscribed', 'create'));
    expect(event.data?.subscriptions).toEqual(['sub-1']);
    client.send({ type: 'unsubscribe', data: [{ subscriptionId: 'sub-1' }] });
    await client.next((message) => message.type === 'response' && message.data?.to === 'unsubscribe');
    await write(alice, 'PATCH', `${TESTS}/subscribed`, { data: { name: 'y' } });
    await settle(client);
    expect(client.messages.filter(isEvent('subscribed'))).toHaveLength(1);
  });

  it('holds at most 100 channels and subscriptions on a connection, refusing a subscribe past them', async () => {
    const client = await connect({ cookie: alice.cookie, query: 'project=tagproof' });
    const channel = (name: string) => `databases.tagproof.collections.tests.documents.${name}`;
    const subscribe = (subscriptions: Array<{ subscriptionId: string; channels: string[] }>) => {
      const before = client.messages.length;
      client.send({ type: 'subscribe', data: subscriptions });
      return client.next(
        (message) =>
          client.messages.indexOf(message) >= before &&
          (message.type === 'error' || (message.type === 'response' && message.data?.to === 'subscribe')),
      );
    };
    const hundred = Array.from({ length: 100 }, (_, index) => ({
      subscriptionId: `s-${index}`,
      channels: [channel(`d${index}`)],
    }));
    expect((await subscribe(hundred)).data?.channels).toHaveLength(100);
    // One channel more, or one subscription more (even without channels): refused, nothing changed.
    for (const extra of [
      { subscriptionId: 's-new', channels: [channel('new')] },
      { subscriptionId: 's-empty', channels: [] },
    ]) {
      expect(await subscribe([extra])).toMatchObject({ type: 'error', data: { code: 1003 } });
    }
    // Replacing a subscription keeps the count.
    const replaced = await subscribe([{ subscriptionId: 's-0', channels: [channel('watched-later')] }]);
    expect(replaced.data?.channels).toHaveLength(100);
    expect(replaced.data?.channels).toContain(channel('watched-later'));
    expect(replaced.data?.channels).not.toContain(channel('new'));
  });

  it('answers a plain GET with 426', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/realtime' });
    expect(response.statusCode).toBe(426);
  });
});
