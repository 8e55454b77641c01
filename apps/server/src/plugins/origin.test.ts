import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createTestConfig } from '../testing/test-config.js';
import { allowedOrigins, normalizeOrigin } from './origin.js';

describe('allowedOrigins', () => {
  it('is the origin of PUBLIC_URL when set', () => {
    expect(
      allowedOrigins({ publicUrl: 'https://QA.example.com:443/app', host: '0.0.0.0', port: 8080 }),
    ).toEqual(['https://qa.example.com']);
  });

  it('is http://HOST:PORT and http://localhost:PORT otherwise', () => {
    expect(allowedOrigins({ publicUrl: null, host: '127.0.0.1', port: 8080 })).toEqual([
      'http://127.0.0.1:8080',
      'http://localhost:8080',
    ]);
    expect(allowedOrigins({ publicUrl: null, host: 'localhost', port: 80 })).toEqual(['http://localhost']);
    expect(allowedOrigins({ publicUrl: null, host: '0.0.0.0', port: 3000 })).toEqual([
      'http://0.0.0.0:3000',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(allowedOrigins({ publicUrl: null, host: '::1', port: 3000 })).toEqual([
      'http://[::1]:3000',
      'http://localhost:3000',
    ]);
  });

  it('uses the port the server listens on when PORT is 0', () => {
    expect(allowedOrigins({ publicUrl: null, host: '127.0.0.1', port: 0 }, 4321)).toContain(
      'http://127.0.0.1:4321',
    );
  });

  it.each([
    ['http://localhost:8080/verify?x=1', 'http://localhost:8080'],
    ['HTTPS://Example.COM:443', 'https://example.com'],
    ['null', null],
    ['javascript:alert(1)', null],
    ['chrome-extension://abc', null],
  ])('normalizes %s to %s', (input, expected) => {
    expect(normalizeOrigin(input)).toBe(expected);
  });
});

describe('the Origin check', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ publicUrl: 'http://localhost:5173' });
  });
  afterAll(() => test.close());

  const post = (headers: Record<string, string>, url = '/v1/account/sessions/email') =>
    test.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { email: 'someone@example.com', password: 'password1' },
    });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a look-alike Origin', { origin: 'http://localhost:5173.evil.example' }],
    ['another port', { origin: 'http://localhost:5174' }],
    ['Origin: null', { origin: 'null' }],
    ['no Origin from a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin from a same-site fetch', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s with 403 general_unknown_origin', async (_what, headers) => {
    const response = await post(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ type: 'general_unknown_origin', code: 403 });
  });

  it('refuses PUT, PATCH and DELETE from a foreign origin, and the validation service too', async () => {
    const origin = { origin: 'https://evil.example' };
    for (const [method, url] of [
      ['PUT', '/v1/account/verification'],
      ['PATCH', '/v1/account/prefs'],
      ['DELETE', '/v1/account/sessions/current'],
      ['POST', '/api/validate'],
    ] as const) {
      const response = await test.app.inject({ method, url, headers: origin, payload: {} });
      expect(response.json().type, `${method} ${url}`).toBe('general_unknown_origin');
    }
  });

  it.each([
    ['the app origin', { origin: 'http://localhost:5173' }],
    ['a same-origin fetch', { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' }],
    ['a client without Origin (curl, the CLI)', {}],
  ])('lets %s through', async (_what, headers) => {
    const response = await post(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().type).toBe('user_invalid_credentials');
  });

  it('does not check reads', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the Origin check without PUBLIC_URL', () => {
  it('accepts http://127.0.0.1:PORT and http://localhost:PORT of the listening port', async () => {
    const setup = createTestConfig();
    const server = await startServer(setup.config, { handleSignals: false });
    try {
      const port = new URL(server.url).port;
      expect(server.app.allowedOrigins()).toEqual([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
      for (const [origin, status] of [
        [`http://localhost:${port}`, 401],
        [`http://127.0.0.1:${port}`, 401],
        ['http://localhost:1', 403],
      ] as const) {
        const response = await fetch(`${server.url}/v1/account/sessions/email`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'someone@example.com', password: 'password1' }),
        });
        expect(response.status, origin).toBe(status);
      }
    } finally {
      await server.close();
      setup.cleanup();
    }
  });
});
