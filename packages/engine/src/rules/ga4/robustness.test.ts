import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { createSessionContext } from '../define-rule.js';
import { GA4_RULES } from './index.js';
import { gtagHit, mpRequest, runSession, type RawRequest } from './testing/requests.js';

const NAMES = [
  'en',
  'cu',
  'gcs',
  'uid',
  'dl',
  'pr1',
  'pr2',
  'pr0',
  'pr1.id',
  'ep.value',
  'epn.value',
  'ep.currency',
  'ep.transaction_id',
  'up.x',
  'upn.',
  'ep.',
  'epn.constructor',
  'ep.__proto__',
];
const name = fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 12 }));
const pair = fc.tuple(
  name,
  fc.oneof(
    fc.constantFrom('purchase', 'select_item', 'G100', 'idA~pr1~qt~k0~v0', '1e999', ''),
    fc.string({ maxLength: 30 }),
  ),
);

/** Runs every GA4 rule's check directly, so that a throw is not swallowed by runRules. */
function checkAll(input: RawRequest): void {
  const decoded = decode(input);
  const session = createSessionContext(decoded);
  for (const request of decoded) for (const rule of GA4_RULES) rule.check(request, session);
}

describe('GA4 rules on arbitrary input', () => {
  it('never throw on gtag.js hits', () => {
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 12 }), fc.boolean(), (pairs, batched) => {
        const query = pairs
          .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
          .join('&');
        checkAll(batched ? gtagHit('', `${query}\n${query}`) : gtagHit(query));
      }),
      { numRuns: 300 },
    );
  });

  it('never throw on Measurement Protocol bodies', () => {
    const event = fc.record(
      { name: fc.oneof(fc.string(), fc.integer()), params: fc.jsonValue() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ client_id: fc.string(), events: fc.array(event, { maxLength: 4 }) }),
        ),
        (body) => {
          checkAll(mpRequest(JSON.stringify(body) ?? 'null'));
        },
      ),
      { numRuns: 300 },
    );
  });

  // A quadratic regression on this session fails on the test timeout; the speed is a figure of
  // `npm run bench -- engine` (worst-case inputs).
  it('find over a large session what they find over a small one, and the shared transaction_id', () => {
    const page = gtagHit('en=page_view&gcs=G100');
    const purchase = gtagHit('en=purchase&cu=EUR&ep.transaction_id=T&epn.value=10&pr1=idA~pr10');
    const pixel: RawRequest = { url: 'https://www.facebook.com/tr/?id=1&ev=PageView', method: 'GET' };
    const cycle = [page, purchase, pixel];
    const codes = (checked: ReturnType<typeof runSession>) =>
      checked.map(({ findings }) => findings.map((finding) => finding.code).sort());
    const alone = codes(runSession(...cycle));
    const checked = runSession(...Array.from({ length: 6000 }, (_, i) => cycle[i % 3] as RawRequest));
    expect(checked.map(({ request }) => request.requestId)).toEqual(
      Array.from({ length: 6000 }, (_, i) => `r${i + 1}`),
    );
    expect(codes(checked)).toEqual(
      Array.from({ length: 6000 }, (_, i) =>
        i % 3 === 1 ? [...(alone[1] ?? []), 'TRANSACTION_ID_REUSED'].sort() : alone[i % 3],
      ),
    );
    const reused = checked[5998]?.findings.find((finding) => finding.code === 'TRANSACTION_ID_REUSED');
    expect(reused).toMatchObject({ received: '2000 purchases' });
    expect(reused?.message).toContain('(also r2, r5, r8, r11 and 1995 more)');
  });
});
