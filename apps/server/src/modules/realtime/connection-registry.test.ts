import { RealtimeServerMessageSchema } from '@tagproof/contracts';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../account/current-user.js';
import { channelsOf, eventNamesOf } from './channels.js';
import { ConnectionRegistry } from './connection-registry.js';
import { RealtimeConnection, type ConnectionServices, type RealtimeSocket } from './realtime-connection.js';
import { InProcessRealtimeHub, type DocumentEvent } from './realtime-hub.js';

const user = (id: string): CurrentUser => ({
  id,
  email: `${id}@example.com`,
  name: id,
  emailVerification: true,
  prefs: {},
  sessionId: `session-${id}`,
});

const event = (
  ownerId: string,
  documentId = 'doc-1',
  action: DocumentEvent['action'] = 'create',
): DocumentEvent => ({
  action,
  ownerId,
  databaseId: 'tagproof',
  collectionId: 'tests',
  documentId,
  payload: { $id: documentId },
  timestamp: '2026-05-01T10:20:30.123+00:00',
});

class FakeSocket implements RealtimeSocket {
  sent: string[] = [];
  closedWith: number | null = null;
  bufferedAmount = 0;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? null;
  }
  events() {
    return this.sent
      .map((text) => RealtimeServerMessageSchema.parse(JSON.parse(text)))
      .filter((message) => message.type === 'event');
  }
}

function setup(sessions: Map<string, CurrentUser>) {
  const hub = new InProcessRealtimeHub();
  const registry = new ConnectionRegistry(hub);
  const services: ConnectionServices = {
    resolveSession: async (secret) => sessions.get(secret) ?? null,
    describeUser: async (current) => ({ $id: current.id }),
    admitUser: () => null,
    onUserChanged: (connection, previous) => registry.userChanged(connection, previous),
    now: () => Date.now(),
  };
  const open = (owner: CurrentUser | null, secret: string | null, channels = ['documents']) => {
    const socket = new FakeSocket();
    const connection = new RealtimeConnection({
      socket,
      user: owner,
      sessionSecret: secret,
      channels,
      services,
    });
    registry.add(connection);
    return { socket, connection };
  };
  return { hub, registry, open };
}

describe('ConnectionRegistry', () => {
  it("delivers an event to its owner's listening connections only", async () => {
    const alice = user('alice');
    const { hub, open } = setup(new Map());
    const aliceDocuments = open(alice, 's1');
    const aliceOtherChannel = open(alice, 's1', ['databases.tagproof.collections.triggers.documents']);
    const bob = open(user('bob'), 's2');
    const visitor = open(null, null);
    await hub.publish(event('alice'));
    expect(aliceDocuments.socket.events()).toHaveLength(1);
    expect(aliceOtherChannel.socket.events()).toEqual([]);
    expect(bob.socket.events()).toEqual([]);
    expect(visitor.socket.events()).toEqual([]);
  });

  it('stops delivering once the session ended, and after the socket closed', async () => {
    const sessions = new Map([['secret', user('alice')]]);
    const { hub, registry, open } = setup(sessions);
    const { socket, connection } = open(user('alice'), 'secret');
    const closing = open(user('alice'), 'secret');
    closing.connection.markClosed();
    registry.remove(closing.connection);

    await hub.publish(event('alice', 'before'));
    sessions.delete('secret');
    await registry.revalidateAll();
    // An ended session closes the socket (1008), where it used to leave it open and signed out.
    expect(socket.closedWith).toBe(1008);
    expect(connection.closed).toBe(true);
    await hub.publish(event('alice', 'after'));
    expect(socket.events()).toHaveLength(1);
    expect(closing.socket.events()).toEqual([]);
  });

  it('closes the connections of ended sessions only, and a late one of an ended session', async () => {
    const { hub, open } = setup(new Map());
    const alice = user('alice');
    const signedOut = open(alice, 's1');
    const otherSession = open({ ...alice, sessionId: 'session-other' }, 's2');
    const bob = open({ ...user('bob'), sessionId: alice.sessionId }, 's3');
    await hub.endSessions({ userId: 'alice', sessionIds: [alice.sessionId] });
    expect(signedOut.socket.closedWith).toBe(1008);
    expect(otherSession.socket.closedWith).toBeNull();
    expect(bob.socket.closedWith).toBeNull();
    // A handshake that resolved the session just before the sign-out registers after it.
    const late = open(alice, 's1');
    expect(late.socket.closedWith).toBe(1008);
    await hub.publish(event('alice'));
    expect(signedOut.socket.events()).toEqual([]);
    expect(late.socket.events()).toEqual([]);
    expect(otherSession.socket.events()).toHaveLength(1);
  });

  it('sends nothing past the end of the session, closing the connection at the first event after it', async () => {
    const { hub, open } = setup(new Map());
    const ending = open({ ...user('alice'), sessionEndsAt: Date.now() - 1 }, 's1');
    const live = open({ ...user('alice'), sessionId: 'session-2', sessionEndsAt: Date.now() + 60_000 }, 's2');
    await hub.publish(event('alice'));
    expect(ending.socket.events()).toEqual([]);
    expect(ending.socket.closedWith).toBe(1008);
    expect(live.socket.events()).toHaveLength(1);
  });

  it('drops a client that does not read its messages', async () => {
    const { hub, open } = setup(new Map());
    const { socket, connection } = open(user('alice'), 's');
    socket.bufferedAmount = 10 * 1024 * 1024;
    await hub.publish(event('alice'));
    expect(socket.closedWith).toBe(1013);
    expect(connection.closed).toBe(true);
  });

  it('closes every connection and stops listening when closed', async () => {
    const { hub, registry, open } = setup(new Map());
    const { socket } = open(user('alice'), 's');
    registry.close(1001, 'bye');
    expect(socket.closedWith).toBe(1001);
    await hub.publish(event('alice'));
    expect(socket.events()).toEqual([]);
    expect(registry.size).toBe(0);
  });
});

describe('InProcessRealtimeHub', () => {
  it('keeps delivering when a listener throws, and reports the error', async () => {
    const errors: unknown[] = [];
    const hub = new InProcessRealtimeHub({ onListenerError: (error) => errors.push(error) });
    const received: string[] = [];
    hub.subscribe(() => {
      throw new Error('broken listener');
    });
    const unsubscribe = hub.subscribe((published) => received.push(published.documentId));
    await hub.publish(event('alice', 'one'));
    unsubscribe();
    await hub.publish(event('alice', 'two'));
    expect(received).toEqual(['one']);
    expect(errors).toHaveLength(2);
  });
});

describe('channels and event names', () => {
  it('names the Appwrite channels and events of a change', () => {
    const change = event('alice', 'abc', 'update');
    expect(channelsOf(change)).toEqual([
      'documents',
      'databases.tagproof.collections.tests.documents',
      'databases.tagproof.collections.tests.documents.abc',
    ]);
    const names = eventNamesOf(change);
    expect(names[0]).toBe('databases.tagproof.collections.tests.documents.abc.update');
    expect(names).toContain('databases.*.collections.*.documents.*.update');
    expect(names).toContain('databases.tagproof.collections.tests.documents.*');
    expect(new Set(names).size).toBe(16);
  });
});
