import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { COMPRESS_FROM_BYTES, preferredEncoding } from './compression.js';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.2', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['deflate, zstd', null],
    [undefined, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compressed answers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const hits = Array.from({ length: 30 }, (_, index) => ({
    url: `https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&en=page_view&_s=${index}&dl=https%3A%2F%2Fexample.com%2F`,
  }));
  const validate = (acceptEncoding?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/validate',
      headers: {
        'content-type': 'application/json',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      payload: JSON.stringify({ requests: hits }),
    });

  it('sends the validation as it is to a client that accepts no encoding, saying it varies', async () => {
    const plain = await validate();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(plain.json().data.validatedRequests).toHaveLength(30);
  });

  it('sends it in Brotli to a browser, and in gzip when Brotli is refused: the same JSON, much smaller', async () => {
    const plain: unknown = (await validate()).json();
    const sameAs = (body: Buffer) => expect(JSON.parse(body.toString('utf8'))).toEqual(plain);
    const br = await validate('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    const brBody = brotliDecompressSync(br.rawPayload);
    sameAs(brBody);
    expect(br.rawPayload.length).toBeLessThan(brBody.length / 5);
    expect(Number(br.headers['content-length'] ?? br.rawPayload.length)).toBe(br.rawPayload.length);

    const gz = await validate('br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    sameAs(gunzipSync(gz.rawPayload));
  });

  it('leaves small answers as they are', async () => {
    const health = await testApp.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
  });
});
