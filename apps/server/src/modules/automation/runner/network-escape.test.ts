import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import type { Step } from '@puppeteer/replay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneySpec } from '../journey-spec.js';
import { JourneyRunner } from './journey-runner.js';
import type { HostLookup } from './network-guard.js';

/**
 * The attacks a page can make on the runner's own network without an http request that the
 * interception sees: WebRTC STUN/TURN, WebSocket, WebTransport, speculative prefetches. The page is
 * served from 127.0.0.2 (treated as public); the targets listen on 127.0.0.1 and must hear nothing.
 */
// rebind.test is 127.0.0.1 to Chromium's own resolver, as a DNS answer changed after the check would be.
const runner = new JourneyRunner({ extraArgs: ['--host-resolver-rules=MAP rebind.test 127.0.0.1'] });
let site: Server;
let origin: string;
let udp: UdpSocket;
let tcp: TcpServer;
let udpPort: number;
let tcpPort: number;
const datagrams: string[] = [];
const connections: string[] = [];

const ATTACKS: Record<string, (udp: number, tcp: number) => string> = {
  webrtc: (u, t) => `
    const pc = new RTCPeerConnection({ iceServers: [
      { urls: 'stun:127.0.0.1:${u}' },
      { urls: 'turn:127.0.0.1:${u}?transport=udp', username: 'u', credential: 'p' },
      { urls: 'turn:127.0.0.1:${t}?transport=tcp', username: 'u', credential: 'p' },
    ] });
    pc.createDataChannel('x');
    pc.createOffer().then((offer) => pc.setLocalDescription(offer));`,
  'webrtc-udp': (u) => `
    const pc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${u}' }] });
    pc.createDataChannel('x');
    pc.createOffer().then((offer) => pc.setLocalDescription(offer));`,
  websocket: (_u, t) => `new WebSocket('ws://127.0.0.1:${t}/socket');`,
  webtransport: (u) => `new WebTransport('https://127.0.0.1:${u}/wt').ready.catch(() => {});`,
  speculation: (_u, t) => `
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls: ['http://127.0.0.1:${t}/next'] }] });
    document.head.append(rules);`,
  rebinding: (_u, t) => `fetch('http://rebind.test:${t}/admin').catch(() => {});`,
  'blob-popup': () => `
    window.open(URL.createObjectURL(new Blob(['<h1>elsewhere</h1>'], { type: 'text/html' })));`,
  'blob-top': () => `
    location.href = URL.createObjectURL(new Blob(['<h1>elsewhere</h1>'], { type: 'text/html' }));`,
};

function journey(path: string): JourneySpec {
  const url = `${origin}/${path}`;
  const steps = [
    { type: 'navigate', url },
    { type: 'waitForExpression', expression: 'new Promise((done) => setTimeout(() => done(true), 2000))' },
  ] as Step[];
  return { mode: 'recording', websiteUrl: url, title: path, stepTimeoutMs: 10_000, steps };
}

async function run(path: string, lookup?: HostLookup) {
  datagrams.length = 0;
  connections.length = 0;
  const outcome = await runner.run({
    spec: journey(path),
    maxTotalMs: 30_000,
    policy: { allowPrivate: false, publicAddresses: new Set(['127.0.0.2']), ...(lookup ? { lookup } : {}) },
    quiet: { quietMs: 300 },
    screenshots: false,
  });
  // Late packets (ICE retries) would arrive within this pause.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return outcome;
}

beforeAll(async () => {
  udp = createSocket('udp4');
  udp.on('message', (_message, from) => datagrams.push(`${from.address}:${from.port}`));
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
  udpPort = udp.address().port;
  tcp = createTcpServer((socket) => {
    connections.push(String(socket.remotePort));
    socket.destroy();
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  tcpPort = (tcp.address() as AddressInfo).port;
  site = createServer((request, response) => {
    const attack = ATTACKS[(request.url ?? '/').slice(1)];
    response.setHeader('content-type', 'text/html');
    response.end(
      `<html><head></head><body><script>${attack ? attack(udpPort, tcpPort) : ''}</script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.2', resolve));
  origin = `http://127.0.0.2:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await runner.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
  await new Promise<void>((resolve) => tcp.close(() => resolve()));
  udp.close();
});

describe('what request interception does not see', { timeout: 60_000 }, () => {
  it('WebRTC sends no STUN or TURN packet to loopback, over UDP or TCP, and the TCP try fails the job', async () => {
    const outcome = await run('webrtc');
    expect(datagrams).toEqual([]);
    expect(connections).toEqual([]);
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(/Blocked a connection to 127\.0\.0\.1:\d+: .*a loopback address/);
  });

  it('WebRTC with a UDP-only STUN server sends nothing (the page itself still runs)', async () => {
    const outcome = await run('webrtc-udp');
    expect(datagrams).toEqual([]);
    expect(outcome.status, outcome.error ?? '').toBe('completed');
  });

  it('a WebSocket to loopback is refused before any connection, and fails the job with the reason', async () => {
    const outcome = await run('websocket');
    expect(connections).toEqual([]);
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toContain('a loopback address');
  });

  it('WebTransport and speculation-rules prefetches reach nothing', async () => {
    await run('webtransport');
    expect(datagrams).toEqual([]);
    await run('speculation');
    expect(connections).toEqual([]);
  });

  it('a name whose DNS answer turns private after the check (DNS rebinding) reaches nothing', async () => {
    let lookups = 0;
    // The request check sees a public address; every later answer is loopback.
    const outcome = await run('rebinding', async () => (lookups++ === 0 ? ['127.0.0.2'] : ['127.0.0.1']));
    expect(connections).toEqual([]);
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(
      /Blocked a connection to rebind\.test:\d+: rebind\.test points to 127\.0\.0\.1/,
    );
  });

  it('a page that navigates its top frame to a blob: document fails the job with the reason', async () => {
    const outcome = await run('blob-top');
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(
      /^The page navigated to blob:http:\/\/127\.0\.0\.2:\d+\/[\w-]+, not an http\(s\) page/,
    );
  });

  it('so does a popup it opens on a blob: document', async () => {
    const outcome = await run('blob-popup');
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(/^The page navigated to blob:/);
  });

  it('an ordinary page still loads through the gate', async () => {
    const outcome = await run('plain');
    expect(outcome.status, outcome.error ?? '').toBe('completed');
    expect(outcome.actions[0]?.pageUrl).toBe(`${origin}/plain`);
  });
});
