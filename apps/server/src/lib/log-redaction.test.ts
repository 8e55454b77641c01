import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestConfig } from '../testing/test-config.js';
import { redactUrl, REDACTED } from './log-redaction.js';

describe('redactUrl', () => {
  it.each([
    ['/api/automation/results/j1?token=abc', `/api/automation/results/j1?token=${REDACTED}`],
    ['/cb?code=c1&state=s1&x=1', `/cb?code=${REDACTED}&state=${REDACTED}&x=1`],
    ['/v?userId=u1&SECRET=s&expire=e', `/v?userId=u1&SECRET=${REDACTED}&expire=e`],
    ['/v?%73ecret=s&token[]=t&token', `/v?%73ecret=${REDACTED}&token[]=${REDACTED}&token=${REDACTED}`],
    ['/plain/path', '/plain/path'],
    ['/q?tokenizer=1&codes=2', '/q?tokenizer=1&codes=2'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('request logs', () => {
  let app: FastifyInstance;
  let cleanup: () => void;
  const lines: string[] = [];

  beforeAll(async () => {
    const test = createTestConfig({ logLevel: 'info' });
    cleanup = test.cleanup;
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp(test.config, { logStream: stream });
  });

  afterAll(async () => {
    await app?.close();
    cleanup?.();
  });

  it('never carry the automation token, the OAuth code and state, or a verification secret', async () => {
    const secrets = ['AUTOMATIONTOKEN1234', 'OAUTHCODE5678', 'OAUTHSTATE9012', 'VERIFYSECRET3456'];
    await app.inject({ method: 'GET', url: `/api/automation/results/job-1?token=${secrets[0]}` });
    await app.inject({
      method: 'GET',
      url: `/v1/account/sessions/oauth2/callback/google?code=${secrets[1]}&state=${secrets[2]}`,
    });
    await app.inject({ method: 'GET', url: `/verify?userId=u1&secret=${secrets[3]}&expire=x` });
    await app.inject({
      method: 'PUT',
      url: '/v1/account/verification',
      payload: { userId: 'u1', secret: secrets[3] },
    });

    const log = lines.join('');
    expect(log).toContain('/api/automation/results/job-1?token=[redacted]');
    expect(log).toContain('code=[redacted]&state=[redacted]');
    expect(log).toContain('secret=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
