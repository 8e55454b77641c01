import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationCacheKey } from '../cache-key/validation-cache-key.js';
import { validate } from './validate.js';

const NAMES = [
  'en',
  'ev',
  'cu',
  'ep.currency',
  'ep.transaction_id',
  'epn.value',
  'cd[value]',
  'cd[currency]',
  'eid',
  'pr1',
  'pr1.id',
  'dl',
  '_s',
  'page_host',
];
const CATEGORIES = [
  'GOOGLEANALYTICS4',
  'FACEBOOK',
  'Navigation',
  'NAVIGATION',
  'DYNAMICYIELD',
  'default',
  '',
  'nope',
];

const query = fc
  .array(
    fc.tuple(
      fc.constantFrom(...NAMES),
      fc.oneof(
        fc.string(),
        fc.constantFrom('purchase', 'Purchase', 'page_view', 'PageView', 'add_to_cart', 'EUR', '10', 'T1'),
      ),
    ),
    { maxLength: 8 },
  )
  .map((pairs) =>
    pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&'),
  );
const url = fc.oneof(
  fc.string(),
  fc.webUrl({ withQueryParameters: true }),
  fc
    .tuple(
      fc.constantFrom(
        'https://www.google-analytics.com/g/collect?v=2&tid=G-1&',
        'https://www.facebook.com/tr/?id=1&',
        'https://shop.example.com/?',
      ),
      query,
    )
    .map(([base, rest]) => base + rest),
);
const request = fc.record(
  {
    url,
    type: fc.constantFrom('navigation', 'xhr', undefined),
    postData: fc.oneof(
      fc.constant(undefined),
      fc.string(),
      fc.json(),
      query.map((text) => `${text}\n${text}`),
    ),
    timestamp: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(undefined)),
    requestId: fc.oneof(fc.constantFrom('r1', 'r2', 'a'), fc.string(), fc.constant(undefined)),
  },
  { requiredKeys: ['url'] },
);

const metricRow = fc.record(
  {
    metric: fc.oneof(fc.constantFrom(...NAMES), fc.anything()),
    name: fc.oneof(fc.constantFrom(...NAMES), fc.anything()),
    comparison: fc.oneof(fc.constantFrom('equals', 'exists', 'notExists', 'contains'), fc.anything()),
    value: fc.oneof(fc.string(), fc.json(), fc.anything()),
    isSelected: fc.oneof(fc.boolean(), fc.anything()),
    isTrigger: fc.oneof(fc.boolean(), fc.anything()),
    children: fc.anything(),
  },
  { requiredKeys: [] },
);
const metrics = fc.oneof(
  fc.array(metricRow, { maxLength: 4 }),
  fc.array(metricRow, { maxLength: 4 }).map((rows) => JSON.stringify(rows)),
  fc.string(),
  fc.anything(),
);
const ids = fc.oneof(
  fc.array(
    fc.oneof(
      fc.constantFrom('t1', 't2', 'g1', 'g2'),
      fc.record({ $id: fc.constantFrom('t1', 'g1') }),
      fc.anything(),
    ),
    { maxLength: 3 },
  ),
  fc.string(),
  fc.anything(),
);
const entity = fc.record(
  {
    $id: fc.oneof(fc.constantFrom('t1', 't2', 'g1', 'g2'), fc.anything()),
    testID: fc.anything(),
    triggerID: fc.anything(),
    name: fc.anything(),
    testType: fc.oneof(fc.constantFrom(...CATEGORIES), fc.anything()),
    triggerType: fc.oneof(fc.constantFrom(...CATEGORIES), fc.anything()),
    requestCategory: fc.oneof(fc.constantFrom(...CATEGORIES), fc.anything()),
    logicalOperator: fc.oneof(fc.constantFrom('AND', 'OR', 'or'), fc.anything()),
    metrics,
    triggers: ids,
    tests: ids,
    expectedTests: fc.oneof(
      ids,
      ids.map((list) => JSON.stringify(list) ?? ''),
    ),
  },
  { requiredKeys: [] },
);
const checks = fc.oneof(fc.array(fc.oneof(entity, fc.anything()), { maxLength: 4 }), fc.anything());

describe('validate never throws', () => {
  it('on any requests, tests and triggers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(request, fc.anything()), { maxLength: 8 }),
        checks,
        checks,
        fc.anything(),
        (requests, tests, triggers, user) => {
          const response = validate({ requests, tests, triggers, user });
          expect(response.success).toBe(true);
          expect(() => JSON.stringify(response)).not.toThrow();
          for (const validated of response.data?.validatedRequests ?? []) {
            const { customValidationResults, validationsSummary } = validated.validation;
            const { passedCustomChecks, failedCustomChecks } = validationsSummary.customChecks;
            expect(passedCustomChecks + failedCustomChecks).toBe(customValidationResults.length);
          }
          expect(validationCacheKey(requests, { tests, triggers })).toMatch(/^validation_[0-9a-f]{28}$/);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('on any payload shape', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (payload, tests, triggers) => {
        expect(typeof validate(payload).success).toBe('boolean');
        expect(typeof validate({ requests: [], tests, triggers }).success).toBe('boolean');
        expect(validationCacheKey(payload)).toMatch(/^validation_/);
      }),
      { numRuns: 500 },
    );
  });
});
