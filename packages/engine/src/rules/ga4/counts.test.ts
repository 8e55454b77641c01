import { describe, expect, it } from 'vitest';
import { codesOf, errorsOf, findingsOf, gtagHit, items, mpEvent, mpRequest } from './testing/requests.js';

const params = (n: number, prefix = 'ep.p') =>
  Array.from({ length: n }, (_, i) => `${prefix}${i + 1}=v`).join('&');

describe('GA4 count limits', () => {
  it('accepts 25 event parameters, 25 user properties and 200 items', () => {
    const hit = gtagHit(`en=view_item_list&${params(25)}&${params(25, 'up.u')}&${items(200)}`);
    expect(errorsOf(findingsOf(hit))).toEqual([]);
  });

  it('counts ep.x and epn.x as one parameter, and cu not at all', () => {
    expect(errorsOf(findingsOf(gtagHit(`en=x&cu=EUR&${params(24)}&epn.p1=1&ep.p25=v`)))).toEqual([]);
  });

  it('counts the parameters of each batched event with the shared ones', () => {
    const body = `en=a&${params(20)}\nen=b&${params(26)}`;
    const errors = errorsOf(findingsOf(gtagHit('ep.shared=1', body)));
    expect(errors).toMatchObject([{ code: 'EXCEEDED_MAX_ENTITIES', fieldPath: 'ep.p25' }]);
  });

  it('applies the 25-parameter limit to Measurement Protocol events', () => {
    const body = (n: number) =>
      mpEvent('x', Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, i])));
    expect(errorsOf(findingsOf(mpRequest(body(25))))).toEqual([]);
    expect(codesOf(errorsOf(findingsOf(mpRequest(body(26)))))).toEqual(['EXCEEDED_MAX_ENTITIES']);
  });

  it('counts custom item parameters per item on the Measurement Protocol', () => {
    const item = (n: number) => ({
      item_id: `A${n}`,
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`c${n}_${i}`, 'x'])),
    });
    expect(
      errorsOf(findingsOf(mpRequest(mpEvent('view_item_list', { items: [item(1), item(2), item(3)] })))),
    ).toEqual([]);
  });

  it('says which rule book each custom item parameter limit comes from', () => {
    const gtag = gtagHit(
      `en=view_item_list&${[1, 2, 3].map((n) => `pr${n}=idA${n}${Array.from({ length: 10 }, (_, i) => `~k${i}c${n}_${i}~v${i}x`).join('')}`).join('&')}`,
    );
    expect(errorsOf(findingsOf(gtag))).toMatchObject([
      { code: 'EXCEEDED_MAX_ENTITIES', source: 'GA4 gtag.js limits' },
    ]);
  });
});
