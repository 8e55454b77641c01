import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptWebhook, webhookSignature } from './webhook-delivery.js';

describe('attemptWebhook against a local receiver', () => {
  let receiver: Server;
  let url: string;
  const answers: number[] = [];
  const received: Array<{ body: string; headers: IncomingHttpHeaders }> = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
        response.writeHead(answers.shift() ?? 200).end();
      });
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });

  afterAll(() => {
    receiver.close();
  });

  const attempt = (body: string) => ({
    url,
    body,
    deliveryId: 'd-1',
    signature: webhookSignature('k', body),
  });

  it('refuses a loopback receiver unless private targets are allowed, sending nothing', async () => {
    const before = received.length;
    const outcome = await attemptWebhook(attempt('{}'), { allowPrivate: false });
    expect(outcome.kind).toBe('final');
    if (outcome.kind === 'final') expect(outcome.reason).toContain('loopback');
    expect(received.length).toBe(before);
  });

  it('sends the exact body with its id and signature; a 5xx is worth retrying, a 4xx is final', async () => {
    answers.push(502, 404);
    expect(await attemptWebhook(attempt('{"a":1}'), { allowPrivate: true })).toEqual({
      kind: 'retryable',
      reason: 'the receiver answered 502',
    });
    expect(await attemptWebhook(attempt('{}'), { allowPrivate: true })).toEqual({
      kind: 'final',
      reason: 'the receiver answered 404',
    });
    expect(await attemptWebhook(attempt('{"a":1}'), { allowPrivate: true })).toEqual({
      kind: 'delivered',
      status: 200,
    });
    const last = received.at(-1);
    expect(last?.body).toBe('{"a":1}');
    expect(last?.headers['x-tagproof-delivery']).toBe('d-1');
    expect(last?.headers['x-tagproof-signature']).toBe(
      `sha256=${createHmac('sha256', 'k').update('{"a":1}').digest('hex')}`,
    );
  });
});
