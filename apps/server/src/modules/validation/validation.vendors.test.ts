import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const ACME_HIT = 'https://collect.acme-shop.example/v1/e?ev=add_to_cart&acc=ACME-1&sku=42';
const ACME = {
  code: 'ACME',
  name: 'Acme',
  match: { hosts: ['collect.acme-shop.example'] },
  event: 'ev',
  account: 'acc',
};

describe('POST /api/validate with custom vendors', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const post = (payload: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/api/validate', payload: payload as Record<string, unknown> });

  it('applies the vendors the payload carries', async () => {
    const response = await post({ requests: [{ url: ACME_HIT }], vendors: [ACME] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.validatedRequests[0].requestMetadata).toMatchObject({
      requestCategory: 'ACME',
      eventName: 'add_to_cart',
      accountID: 'ACME-1',
    });
  });

  it.each<[string, unknown]>([
    ['a built-in code', [{ ...ACME, code: 'FACEBOOK' }]],
    ['a malformed definition', [{ ...ACME, match: { hosts: ['*'] } }]],
    ['not a list', ACME],
  ])('answers 400 general_argument_invalid for %s', async (_, vendors) => {
    const response = await post({ requests: [{ url: ACME_HIT }], vendors });
    expect([response.statusCode, response.json().type]).toEqual([400, 'general_argument_invalid']);
  });
});
