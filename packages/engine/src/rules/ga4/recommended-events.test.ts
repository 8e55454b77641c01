import { describe, expect, it } from 'vitest';
import { RECOMMENDED_EVENTS } from './recommended-events.js';
import { codesOf, errorsOf, findingsOf, gtagHit, items, runSession } from './testing/requests.js';

describe('GA4 recommended events', () => {
  it('hold every requirement of RULES.md', () => {
    const withItems = [
      'add_payment_info',
      'add_shipping_info',
      'add_to_cart',
      'remove_from_cart',
      'add_to_wishlist',
      'view_cart',
      'view_item',
      'begin_checkout',
      'purchase',
      'view_item_list',
    ];
    for (const name of withItems) expect(RECOMMENDED_EVENTS.get(name)?.items).toBe('required');
    expect(RECOMMENDED_EVENTS.get('select_item')?.items).toBe('one');
    expect(RECOMMENDED_EVENTS.get('view_promotion')?.items).toBe('one');
    expect(RECOMMENDED_EVENTS.get('refund')?.params).toEqual(['transaction_id']);
    expect(RECOMMENDED_EVENTS.get('spend_virtual_currency')?.params).toEqual([
      'value',
      'virtual_currency_name',
    ]);
  });

  it('are matched case-sensitively: Purchase is a custom event', () => {
    expect(errorsOf(findingsOf(gtagHit('en=Purchase')))).toEqual([]);
    expect(errorsOf(findingsOf(gtagHit('en=toString')))).toEqual([]);
  });

  it('require an item on select_item', () => {
    expect(codesOf(errorsOf(findingsOf(gtagHit('en=select_item'))))).toEqual(['ITEMS_REQUIRED']);
  });

  it('report an empty required parameter', () => {
    expect(errorsOf(findingsOf(gtagHit('en=search&ep.search_term=')))).toMatchObject([
      { code: 'VALUE_REQUIRED', fieldPath: 'ep.search_term' },
    ]);
  });

  it('check each event of a batched body on its own', () => {
    const checked = runSession(gtagHit('cu=EUR', `en=view_item&${items(1)}\nen=add_to_cart`));
    expect(checked.map(({ request, findings }) => [request.requestId, codesOf(errorsOf(findings))])).toEqual([
      ['r1#1', []],
      ['r1#2', ['ITEMS_REQUIRED']],
    ]);
  });
});
