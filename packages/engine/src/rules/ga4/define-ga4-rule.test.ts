import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { createSessionContext } from '../define-rule.js';
import { ga4ViewCheck } from './define-ga4-rule.js';
import { GA4_RULES } from './index.js';
import { ga4View } from './params.js';
import { gtagHit, mpEvent, mpRequest } from './testing/requests.js';

describe('the view check of a GA4 rule', () => {
  const decoded = [
    gtagHit('en=purchase&cu=eur&ep.transaction_id=&epn.value=abc&pr1=idA~pr1,5~qt0&up.x=1'),
    gtagHit('en=Add To Cart&ep.firebase_x=1&epn.value=10'),
    mpRequest(mpEvent('purchase', { currency: 'EUR', value: '10', items: [{ price: 'x' }] })),
    mpRequest(mpEvent('ga_event', { transaction_id: '' })),
  ].flatMap((input) => decode(input));
  const session = createSessionContext(decoded);

  it.each(GA4_RULES.map((rule) => [rule.id, rule] as const))('%s finds what its check finds', (_, rule) => {
    const viewCheck = ga4ViewCheck(rule);
    expect(viewCheck).toBeDefined();
    for (const request of decoded) {
      expect(viewCheck?.(ga4View(request, session), request, session)).toEqual(rule.check(request, session));
    }
  });

  it('finds something on these requests, so that the comparison means something', () => {
    const hits = GA4_RULES.flatMap((rule) => decoded.flatMap((request) => rule.check(request, session)));
    expect(hits.length).toBeGreaterThan(5);
  });
});
