import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION, AppError } from '../errors.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { errorsPlugin, toAppError } from './errors.js';
import { BODY_LIMIT_BYTES } from './security.js';

function expectErrorShape(body: unknown, code: number, type: string) {
  expect(body).toEqual({ message: expect.any(String), code, type, version: API_VERSION });
}

describe('error answers of the app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/v1/account/unknown'],
    ['POST', '/v1/databases'],
    ['DELETE', '/somewhere'],
    ['GET', '/healthz/extra'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const response = await testApp.app.inject({ method, url, headers: { accept: 'text/html,*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectErrorShape(response.json(), 404, 'general_route_not_found');
  });

  it('answers a malformed URL with 400 in the same shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/%zz' });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 400, 'general_argument_invalid');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers malformed JSON with 400 general_argument_invalid', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"requests": [',
    });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 400, 'general_argument_invalid');
    expect(response.body).not.toMatch(/at .*\.js:\d+/);
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/validate',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 400, 'general_argument_invalid');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/validate',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'requests=1',
    });
    expect(response.statusCode).toBe(415);
    expectErrorShape(response.json(), 415, 'general_unsupported_media_type');
  });

  it('answers a 33 MB body with 413 and keeps serving', async () => {
    const body = `{"requests":["${'x'.repeat(33 * 1024 * 1024)}"]}`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/validate',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(413);
    expectErrorShape(response.json(), 413, 'general_payload_too_large');
    expect(response.json().message).toContain('32 MB');

    const health = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });

  it('answers a 33 MB chunked upload over HTTP with 413 and keeps serving', async () => {
    const { app, config } = await createTestApp();
    try {
      await app.listen({ port: 0, host: config.host });
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const chunk = Buffer.alloc(1024 * 1024, 'x');
      const stream = Readable.from(
        (function* () {
          yield Buffer.from('{"requests":["');
          for (let i = 0; i < 33; i++) yield chunk;
          yield Buffer.from('"]}');
        })(),
      );
      const response = await fetch(`${base}/api/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Readable.toWeb(stream) as ReadableStream,
        duplex: 'half',
      } as RequestInit & { duplex: 'half' });
      expect(response.status).toBe(413);
      expectErrorShape(await response.json(), 413, 'general_payload_too_large');

      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('sends the security headers on error answers too', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/missing' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('errorsPlugin', () => {
  async function appWithRoutes() {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin, { bodyLimitBytes: BODY_LIMIT_BYTES });
    app.get('/boom', async () => {
      throw new Error('secret internal detail');
    });
    app.get('/app-error', async () => {
      throw new AppError('document_not_found');
    });
    app.post('/schema', { schema: { body: { type: 'object', required: ['name'] } } }, async () => ({
      ok: true,
    }));
    await app.ready();
    return app;
  }

  it('answers an unexpected exception with a bare 500, no message or stack', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expectErrorShape(response.json(), 500, 'general_server_error');
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('.ts:');
    await app.close();
  });

  it('answers a thrown AppError with its catalogue entry', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/app-error' });
    expect(response.statusCode).toBe(404);
    expectErrorShape(response.json(), 404, 'document_not_found');
    await app.close();
  });

  it('answers a JSON-schema validation failure with 400 general_argument_invalid', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/schema', payload: {} });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 400, 'general_argument_invalid');
    await app.close();
  });

  it('maps the statuses plugins raise to catalogue types', () => {
    const raised = (statusCode: number) => Object.assign(new Error('x'), { statusCode });
    expect(toAppError(raised(429), BODY_LIMIT_BYTES).type).toBe('general_rate_limit_exceeded');
    expect(toAppError(raised(401), BODY_LIMIT_BYTES).type).toBe('general_unauthorized_scope');
    const teapot = toAppError(raised(418), BODY_LIMIT_BYTES);
    expect([teapot.type, teapot.status]).toEqual(['general_bad_request', 418]);
    expect(toAppError(raised(502), BODY_LIMIT_BYTES).type).toBe('general_server_error');
    expect(toAppError('a string', BODY_LIMIT_BYTES).type).toBe('general_server_error');
  });
});
