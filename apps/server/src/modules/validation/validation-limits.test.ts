import {
  ErrorBodySchema,
  MAX_CHECK_CONDITIONS,
  MAX_CHECK_LINKS,
  MAX_VALIDATION_CHECK_EVALUATIONS,
  MAX_VALIDATION_TESTS,
  MAX_VALIDATION_TRIGGERS,
} from '@tagproof/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { countMetricRows, findLimitBreach } from './validation-limits.js';

const hit = (index: number) => ({
  url: `https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&en=page_view&_p=${index}`,
});
const test = (index: number, extra: Record<string, unknown> = {}) => ({
  $id: `t${index}`,
  name: `Test ${index}`,
  testType: 'GOOGLEANALYTICS4',
  metrics: '[{"metric":"en","comparison":"equals","value":"page_view"}]',
  ...extra,
});
const trigger = (index: number, extra: Record<string, unknown> = {}) => ({
  $id: `g${index}`,
  name: `Trigger ${index}`,
  triggerType: 'GOOGLEANALYTICS4',
  metrics: [{ metric: 'en', comparison: 'exists' }],
  ...extra,
});
const range = <T>(count: number, make: (index: number) => T) =>
  Array.from({ length: count }, (_, i) => make(i));

describe('POST /api/validate limits', () => {
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

  it.each([
    [
      'validation_tests_limit_exceeded',
      'MAX_VALIDATION_TESTS',
      { requests: [hit(1)], tests: range(MAX_VALIDATION_TESTS + 1, (i) => test(i)) },
    ],
    [
      'validation_triggers_limit_exceeded',
      'MAX_VALIDATION_TRIGGERS',
      { requests: [hit(1)], triggers: range(MAX_VALIDATION_TRIGGERS + 1, (i) => trigger(i)) },
    ],
    [
      'validation_conditions_limit_exceeded',
      'MAX_CHECK_CONDITIONS',
      {
        requests: [hit(1)],
        tests: [
          test(1, { metrics: JSON.stringify(range(MAX_CHECK_CONDITIONS + 1, () => ({ metric: 'en' }))) }),
        ],
      },
    ],
    [
      'validation_conditions_limit_exceeded',
      'MAX_CHECK_CONDITIONS',
      {
        requests: [hit(1)],
        triggers: [
          trigger(1, {
            metrics: [{ metric: 'en', children: range(MAX_CHECK_CONDITIONS, () => ({ metric: 'cu' })) }],
          }),
        ],
      },
    ],
    [
      'validation_links_limit_exceeded',
      'MAX_CHECK_LINKS',
      { requests: [hit(1)], tests: [test(1, { triggers: range(MAX_CHECK_LINKS + 1, (i) => `g${i}`) })] },
    ],
    [
      'validation_links_limit_exceeded',
      'MAX_CHECK_LINKS',
      {
        requests: [hit(1)],
        triggers: [trigger(1, { expectedTests: JSON.stringify(range(MAX_CHECK_LINKS + 1, (i) => `t${i}`)) })],
      },
    ],
    [
      'validation_evaluations_limit_exceeded',
      'MAX_VALIDATION_CHECK_EVALUATIONS',
      // 2 evaluations (the test and its condition) per request and test: one request too many.
      {
        requests: range(MAX_VALIDATION_CHECK_EVALUATIONS / 2 / 100 + 1, hit),
        tests: range(100, (i) => test(i)),
      },
    ],
  ])('answers 413 %s naming %s', async (type, limitName, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(413);
    const body = ErrorBodySchema.parse(response.json());
    expect(body).toMatchObject({ code: 413, type });
    expect(body.message).toContain(limitName);
  });

  it('counts a batched hit once per event', async () => {
    const lines = Array.from({ length: 2_000 }, (_, i) => `en=scroll&_et=${i}`).join('\n');
    const batch = { url: hit(1).url, method: 'POST', postData: lines };
    const response = await post({ requests: [batch], tests: range(MAX_VALIDATION_TESTS, (i) => test(i)) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ type: 'validation_evaluations_limit_exceeded' });
  });

  it('validates a payload within the limits', async () => {
    const response = await post({
      requests: range(50, hit),
      tests: range(20, (i) => test(i)),
      triggers: [trigger(1)],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
  });

  it('refuses the amplified 2,800 tests × 2,800 requests payload and stays healthy', async () => {
    const payload = { requests: range(2_800, hit), tests: range(2_800, (i) => test(i)), triggers: [] };
    const response = await post(payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ type: 'validation_tests_limit_exceeded' });
    // The same amplification within the test count: refused on the evaluations.
    const within = await post({ ...payload, tests: payload.tests.slice(0, MAX_VALIDATION_TESTS) });
    expect(within.json()).toMatchObject({ type: 'validation_evaluations_limit_exceeded' });
    const health = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });
});

describe('findLimitBreach', () => {
  it('lets a payload exactly at each limit through', () => {
    const rows = range(MAX_CHECK_CONDITIONS, () => ({ metric: 'en', comparison: 'exists' }));
    const links = range(MAX_CHECK_LINKS, (i) => `t${i}`);
    const tests = range(MAX_VALIDATION_TESTS, (i) =>
      test(i, { metrics: i === 0 ? rows : '[]', triggers: links }),
    );
    const triggers = range(MAX_VALIDATION_TRIGGERS, (i) =>
      trigger(i, { tests: links, expectedTests: links }),
    );
    // Per request: each test 1 (+ 100 conditions for the first), each trigger 1 + 1 condition + the
    // 100 tests it links and expects (the same ids: counted once).
    const weight =
      MAX_VALIDATION_TESTS + MAX_CHECK_CONDITIONS + MAX_VALIDATION_TRIGGERS * (2 + MAX_CHECK_LINKS);
    const requests = range(Math.floor(MAX_VALIDATION_CHECK_EVALUATIONS / weight), hit);
    expect(findLimitBreach({ requests, tests, triggers })).toBeNull();
    expect(findLimitBreach({ requests: [...requests, hit(0)], tests, triggers })).toMatchObject({
      type: 'validation_evaluations_limit_exceeded',
    });
  });
});

describe('countMetricRows', () => {
  it('counts rows and nested children, from an array or its JSON text, up to a stop', () => {
    const rows = [
      { metric: 'en', children: [{ metric: 'a' }, { metric: 'b', children: [{ metric: 'c' }] }] },
    ];
    expect(countMetricRows(rows, 100)).toBe(4);
    expect(countMetricRows(JSON.stringify(rows), 100)).toBe(4);
    expect(countMetricRows(rows, 2)).toBe(2);
    expect(countMetricRows('not json', 100)).toBe(0);
    expect(countMetricRows(undefined, 100)).toBe(0);
  });
});
