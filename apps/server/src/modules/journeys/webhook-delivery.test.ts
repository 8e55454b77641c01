import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook, webhookSignature } from './webhook-delivery.js';

describe('deliverWebhook against a local receiver', () => {
  let receiver: Server;
  let url: string;
  const answers: number[] = [];
  const bodies: string[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        bodies.push(Buffer.concat(chunks).toString('utf8'));
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

  it('refuses a loopback receiver unless private targets are allowed, sending nothing', async () => {
    const before = bodies.length;
    const result = await deliverWebhook({ url, body: '{}', secret: 's', policy: { allowPrivate: false } });
    expect(result).toMatchObject({ delivered: false, attempts: 1 });
    if (!result.delivered) expect(result.reason).toContain('loopback');
    expect(bodies.length).toBe(before);
  });

  it('retries a 5xx, stops at a 4xx, and signs the exact body', async () => {
    answers.push(500, 502);
    const retried = await deliverWebhook({
      url,
      body: '{"a":1}',
      secret: 'k',
      policy: { allowPrivate: true },
      delaysMs: [10, 10, 10],
    });
    expect(retried).toEqual({ delivered: true, attempts: 3, status: 200 });
    answers.push(404);
    const refused = await deliverWebhook({
      url,
      body: '{}',
      secret: 'k',
      policy: { allowPrivate: true },
      delaysMs: [10, 10],
    });
    expect(refused).toMatchObject({ delivered: false, attempts: 1, reason: 'the receiver answered 404' });
    expect(webhookSignature('k', '{"a":1}')).toBe(
      `sha256=${createHmac('sha256', 'k').update('{"a":1}').digest('hex')}`,
    );
  });
});
