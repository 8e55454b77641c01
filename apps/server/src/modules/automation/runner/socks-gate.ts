import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * Answers where a connection to `host:port` may go: the IP address to connect to (one the caller
 * has checked), or null to refuse it.
 */
export type ConnectionDecider = (host: string, port: number) => Promise<string | null>;

/** SOCKS5 reply codes (RFC 1928 §6). */
const REPLY = { succeeded: 0, notAllowed: 2, hostUnreachable: 4, commandNotSupported: 7 } as const;

/**
 * A SOCKS5 proxy on 127.0.0.1 that every connection of a Chromium goes through (`--proxy-server`),
 * so that what request interception does not see (WebSocket handshakes, TURN over TCP, speculative
 * prefetches, the browser's own traffic) still meets the network policy: each CONNECT is asked of
 * `decide`, and the proxy connects to the address it answers (never resolving the name again, so a
 * DNS answer cannot change between the check and the connection). No authentication, CONNECT only
 * (no UDP ASSOCIATE: with `--webrtc-ip-handling-policy=disable_non_proxied_udp` WebRTC then sends
 * no UDP at all).
 */
export async function startSocksGate(decide: ConnectionDecider): Promise<Server> {
  const server = createServer((client) => serve(client, decide));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return server;
}

function serve(client: Socket, decide: ConnectionDecider): void {
  client.on('error', () => client.destroy());
  client.setTimeout(30_000, () => client.destroy());
  let buffer = Buffer.alloc(0);
  let greeted = false;
  const onData = (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (!greeted) {
      // VER, NMETHODS, METHODS…: answer "no authentication".
      if (buffer.length < 2 || buffer.length < 2 + (buffer[1] ?? 0)) return;
      if (buffer[0] !== 5) return void client.destroy();
      buffer = buffer.subarray(2 + (buffer[1] ?? 0));
      greeted = true;
      client.write(Buffer.from([5, 0]));
    }
    const request = readRequest(buffer);
    if (request === null) return;
    client.off('data', onData);
    if (request === 'invalid' || request.command !== 1) return reply(client, REPLY.commandNotSupported);
    void decide(request.host, request.port).then(
      (address) => (address === null ? reply(client, REPLY.notAllowed) : pipe(client, address, request.port)),
      () => reply(client, REPLY.notAllowed),
    );
  };
  client.on('data', onData);
}

interface ConnectRequest {
  command: number;
  host: string;
  port: number;
}

/** VER CMD RSV ATYP DST.ADDR DST.PORT; null while incomplete. */
function readRequest(buffer: Buffer): ConnectRequest | 'invalid' | null {
  if (buffer.length < 5) return null;
  if (buffer[0] !== 5) return 'invalid';
  const type = buffer[3];
  let host: string;
  let end: number;
  if (type === 1) {
    end = 4 + 4;
    if (buffer.length < end + 2) return null;
    host = [...buffer.subarray(4, end)].join('.');
  } else if (type === 3) {
    end = 5 + (buffer[4] ?? 0);
    if (buffer.length < end + 2) return null;
    host = buffer.subarray(5, end).toString('latin1');
  } else if (type === 4) {
    end = 4 + 16;
    if (buffer.length < end + 2) return null;
    const groups: string[] = [];
    for (let at = 4; at < end; at += 2) groups.push(buffer.readUInt16BE(at).toString(16));
    host = groups.join(':');
  } else return 'invalid';
  return { command: buffer[1] ?? 0, host, port: buffer.readUInt16BE(end) };
}

function reply(client: Socket, code: number): void {
  client.end(Buffer.from([5, code, 0, 1, 0, 0, 0, 0, 0, 0]));
}

function pipe(client: Socket, address: string, port: number): void {
  const upstream = connect({ host: address, port });
  let connected = false;
  upstream.once('connect', () => {
    connected = true;
    client.setTimeout(0);
    client.write(Buffer.from([5, REPLY.succeeded, 0, 1, 0, 0, 0, 0, 0, 0]));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  upstream.on('error', () => {
    if (!connected) reply(client, REPLY.hostUnreachable);
    else client.destroy();
  });
  client.on('close', () => upstream.destroy());
}
