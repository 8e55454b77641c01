import { validate, type ValidationResponse } from '@tagproof/engine';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { ChecksFileSchema, ValidationPayloadSchema, ValidationResponseSchema } from './index.js';

describe('validation response schema', () => {
  it('describes what the engine answers (types)', () => {
    expectTypeOf<ValidationResponse>().toExtend<z.input<typeof ValidationResponseSchema>>();
  });

  it('keeps every field of an answer with tests, triggers and their issues', () => {
    const response = validate({
      requests: [
        { url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&en=add_to_cart&cu=EUR' },
      ],
      tests: [
        {
          $id: 't1',
          name: 'currency',
          testType: 'GOOGLEANALYTICS4',
          metrics: '[{"metric":"cu","comparison":"exists","value":""}]',
        },
      ],
      triggers: [{ $id: 'g1', name: 'broken', triggerType: 'GOOGLEANALYTICS4', metrics: '{not json' }],
    });
    expect(ValidationResponseSchema.parse(response)).toEqual(response);
  });

  it('parses a real engine answer', () => {
    const response = validate({
      requests: [
        {
          url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&en=page_view&dl=https%3A%2F%2Fexample.com%2F',
        },
        { url: 'https://www.facebook.com/tr/?id=123&ev=PageView' },
        { url: 'https://example.com/not-tracking' },
      ],
    });
    expect(ValidationResponseSchema.safeParse(response).success).toBe(true);
  });

  it("keeps the frame that sent a request (another site's frame is shown apart)", () => {
    const response = validate({
      requests: [
        {
          url: 'https://www.facebook.com/tr/?id=123&ev=PageView',
          tabUrl: 'https://shop.example/',
          frameUrl: 'https://ads01.groovinads.com/',
        },
      ],
    });
    expect(response.data?.validatedRequests[0]?.frameUrl).toBe('https://ads01.groovinads.com/');
    expect(ValidationResponseSchema.parse(response)).toEqual(response);
  });

  it('keeps the consent timeline', () => {
    const response = validate({
      requests: [
        { url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&en=page_view&gcd=13p3p3p3p5' },
        { url: 'https://www.facebook.com/tr/?id=123&ev=PageView' },
      ],
    });
    expect(response.data?.consent?.pages).toHaveLength(1);
    expect(ValidationResponseSchema.parse(response)).toEqual(response);
  });
});

describe('validation payload schema', () => {
  it('accepts nested and flat requests', () => {
    const result = ValidationPayloadSchema.safeParse({
      requests: [
        {
          requestMetadata: { requestUrl: 'https://www.facebook.com/tr/?id=1&ev=PageView' },
          tabUrl: null,
          timestamp: 1,
        },
        { url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-1', method: 'POST', postData: 'en=a' },
      ],
    });
    expect(result.success).toBe(true);
  });

  it('refuses a request without a URL and names where', () => {
    const result = ValidationPayloadSchema.safeParse({ requests: [{ method: 'GET' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.slice(0, 2)).toEqual(['requests', 0]);
  });

  it('carries how a request went, and refuses what is no HTTP status', () => {
    const ga4 = 'https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=a';
    const parsed = ValidationPayloadSchema.parse({
      requests: [
        { url: ga4, responseStatus: 0, responseError: 'net::ERR_BLOCKED_BY_CLIENT' },
        { requestMetadata: { requestUrl: ga4 }, delivery: { status: 404, error: null } },
      ],
    });
    expect(parsed.requests[0]).toMatchObject({
      responseStatus: 0,
      responseError: 'net::ERR_BLOCKED_BY_CLIENT',
    });
    expect(parsed.requests[1]).toMatchObject({ delivery: { status: 404, error: null } });
    for (const request of [
      { url: ga4, responseStatus: '404' },
      { url: ga4, responseStatus: -1 },
      { requestMetadata: { requestUrl: ga4 }, delivery: { error: 'net::ERR_FAILED' } },
    ]) {
      expect(ValidationPayloadSchema.safeParse({ requests: [request] }).success).toBe(false);
    }
  });

  it('refuses a missing requests array', () => {
    expect(ValidationPayloadSchema.safeParse({ tests: [] }).success).toBe(false);
  });

  it('reads a checks file with defaults', () => {
    expect(ChecksFileSchema.parse({ tests: [{ name: 't', metrics: '[]' }] }).triggers).toEqual([]);
  });
});
