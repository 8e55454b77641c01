import { describe, expect, it } from 'vitest';
import { findingsOf, gtagHit, mpEvent, mpRequest, suggestionsOf } from './testing/requests.js';

const unfilled = (event: string) =>
  suggestionsOf(findingsOf(gtagHit(event))).filter((finding) => finding.code === 'VALUE_UNFILLED');

describe('GA4 custom parameters never filled', () => {
  it('warns on an event parameter or user property GA4 would store as the word (a real carrefour.com.ar hit)', () => {
    const found = unfilled(
      'en=page_view&ep.s_service_selected=undefined&epn.discount=NaN&up.plan=%5Bobject%20Object%5D&ep.size=undefined-undefined',
    );
    expect(found.map((finding) => [finding.fieldPath, finding.parameter, finding.severity])).toEqual([
      ['ep.s_service_selected', 's_service_selected', 'warning'],
      ['epn.discount', 'discount', 'warning'],
      ['up.plan', 'plan', 'warning'],
      ['ep.size', 'size', 'warning'],
    ]);
    expect(found[2]?.message).toContain('The user property plan is "[object Object]"');
  });

  it('leaves filled values, the words inside a value, and the fields other rules judge alone', () => {
    expect(unfilled('en=page_view&ep.note=undefined%20behaviour&ep.plan=pro&epn.count=0')).toEqual([]);
    // value, currency and transaction id have rules of their own.
    expect(
      unfilled('en=purchase&cu=EUR&epn.value=NaN&ep.transaction_id=undefined').filter((finding) =>
        finding.source.startsWith('GA4 custom'),
      ),
    ).toEqual([]);
    // Hit-level fields are Google's tag's, not the site's variables.
    expect(unfilled('en=page_view&dt=undefined')).toEqual([]);
  });

  it('is a gtag.js rule: the Measurement Protocol sends JSON, where a missing value is left out', () => {
    const mp = findingsOf(mpRequest(mpEvent('page_view', { plan: 'undefined' })));
    expect(mp.filter((finding) => finding.code === 'VALUE_UNFILLED')).toEqual([]);
  });
});
