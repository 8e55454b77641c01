import { ValidationResponseSchema } from '@tagproof/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '../../errors.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const GA4_PAGE_VIEW =
  'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&en=page_view&dl=https%3A%2F%2Fexample.com%2F';

describe('POST /api/validate', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const post = (payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/validate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('validates a GA4 hit given as a flat {url}', async () => {
    const response = await post({ requests: [{ url: GA4_PAGE_VIEW }] });
    expect(response.statusCode).toBe(200);
    const body = ValidationResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.error).toBeNull();
    expect(body.data?.validatedRequests).toHaveLength(1);
    expect(body.data?.validatedRequests[0]?.requestMetadata).toMatchObject({
      requestCategory: 'GOOGLEANALYTICS4',
      eventName: 'page_view',
      accountID: 'G-ABC123',
      requestUrl: GA4_PAGE_VIEW,
    });
  });

  it("validates the specification's nested shape with tests and triggers", async () => {
    const response = await post({
      requests: [
        {
          requestMetadata: { requestUrl: GA4_PAGE_VIEW, requestId: 'hit-1' },
          tabUrl: 'https://example.com/',
          timestamp: 1_700_000_000_000,
        },
      ],
      user: { $id: 'ignored' },
      tests: [
        {
          $id: 't1',
          name: 'Page view has a location',
          testType: 'GOOGLEANALYTICS4',
          metrics: '[]',
          logicalOperator: 'AND',
        },
      ],
      triggers: [],
    });
    expect(response.statusCode).toBe(200);
    const body = ValidationResponseSchema.parse(response.json());
    expect(body.data?.validatedRequests[0]?.requestMetadata).toMatchObject({
      requestId: 'hit-1',
      requestCategory: 'GOOGLEANALYTICS4',
    });
  });

  it('answers an empty import with an empty result', async () => {
    const response = await post({ requests: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { validatedRequests: [], duplicates: [] },
      error: null,
    });
  });

  it.each([
    ['no requests', {}],
    ['requests not an array', { requests: 'https://example.com' }],
    ['a request without a URL', { requests: [{ method: 'GET' }] }],
    ['tests not an array', { requests: [], tests: {} }],
    ['a trigger without a name', { requests: [], triggers: [{ metrics: '[]' }] }],
    ['an array instead of an object', [{ url: GA4_PAGE_VIEW }]],
    ['null', null],
  ])('answers %s with 400 general_argument_invalid', async (_case, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: expect.any(String),
      code: 400,
      type: 'general_argument_invalid',
      version: API_VERSION,
    });
  });

  it('names the offending field', async () => {
    const response = await post({ requests: [{ url: GA4_PAGE_VIEW }, { method: 'GET' }] });
    expect(response.json().message).toMatch(/requests\.1\.url/);
  });

  it('refuses more than 50,000 requests', async () => {
    const requests = Array.from({ length: 50_001 }, () => ({ url: GA4_PAGE_VIEW }));
    const response = await post({ requests });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'general_argument_invalid' });
  });

  it.each([
    ['an empty JSON body', ''],
    ['a broken JSON body', '{"requests": ['],
    ['a poisoned JSON body', '{"requests": [], "__proto__": {"x": 1}}'],
  ])('answers %s with 400 general_argument_invalid', async (_case, payload) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/validate',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, type: 'general_argument_invalid' });
  });

  it('answers a body without a JSON content type with 400 or 415, never 500', async () => {
    const plain = await testApp.app.inject({
      method: 'POST',
      url: '/api/validate',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(plain.statusCode).toBe(400);
    const none = await testApp.app.inject({ method: 'POST', url: '/api/validate' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ type: 'general_argument_invalid' });
  });
});
