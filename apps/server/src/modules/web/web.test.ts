import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { MISSING_BUILD_MESSAGE } from './web.module.js';

const THEME_SCRIPT = "document.documentElement.dataset.theme='dark'";
const INDEX_HTML = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

function createFakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'tagproof-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'index-def456.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("app")'));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  return dist;
}

describe('the built web app', () => {
  let dist: string;
  let testApp: TestApp;
  beforeAll(async () => {
    dist = createFakeDist();
    testApp = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, accept?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

  it('serves index.html at / with no-cache and a CSP allowing only its inline script', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('answers a revalidation of index.html with 304', async () => {
    const first = await get('/');
    const second = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it.each([
    '/allEntities',
    '/automation-builder',
    '/verify-email?userId=u1&secret=s',
    '/validation-report/abc.def',
    '/index.html',
  ])('answers the deep link %s with the app', async (url) => {
    const response = await get(url, HTML);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const script = await get('/assets/index-abc123.js', '*/*');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe('console.log("app")');
    const style = await get('/assets/index-def456.css', 'text/css,*/*;q=0.1');
    expect(style.headers['content-type']).toMatch(/^text\/css/);
  });

  it('sends the precompressed copy of an asset to a browser that accepts it', async () => {
    const request = (encoding: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
    const brotli = await request('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("app")');
    const gzip = await request('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("app")');
    const plain = await request('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('serves other files of the build and revalidates them', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with the JSON 404, not the app', async () => {
    for (const [url, accept] of [
      ['/assets/gone-000.js', '*/*'],
      ['/assets/gone-000.js', HTML],
      ['/missing.png', 'image/avif,image/*'],
    ] as const) {
      const response = await get(url, accept);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ type: 'general_route_not_found' });
    }
  });

  it('never serves dotfiles or paths outside the build', async () => {
    for (const url of ['/.env', '/../package.json', '/assets/../../package.json', '/%2e%2e/package.json']) {
      const response = await get(url, '*/*');
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('SECRET');
      expect(response.body).not.toContain('"name"');
    }
  });

  it('leaves /api, /v1 and /healthz to the API even for page navigations', async () => {
    for (const url of ['/api', '/api/anything', '/v1/no-such-route', '/V1/Account', '/healthz/x']) {
      const response = await get(url, HTML);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ type: 'general_route_not_found' });
    }
    expect((await get('/healthz', HTML)).json()).toEqual({ status: 'ok' });
  });

  it('does not answer fetches of unknown paths with the app', async () => {
    const response = await get('/some/path', 'application/json');
    expect(response.statusCode).toBe(404);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await testApp.app.inject({
      method: 'HEAD',
      url: '/allEntities',
      headers: { accept: HTML },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('without a web build', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ webDistDir: join(tmpdir(), 'tagproof-no-such-dist') });
  });
  afterAll(() => testApp.close());

  it('answers / with a plain-text 503 saying to run npm run build', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(MISSING_BUILD_MESSAGE);
    expect(response.body).toContain('npm run build');
  });

  it('still serves the API', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/x' })).statusCode).toBe(404);
  });
});
