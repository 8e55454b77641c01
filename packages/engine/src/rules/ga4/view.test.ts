import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { createSessionContext } from '../define-rule.js';
import { canonicalWireName, findParam, ga4View, itemWireName } from './params.js';
import { gtagHit, mpEvent, mpRequest, type RawRequest } from './testing/requests.js';

function viewOf(input: RawRequest, index = 0) {
  const decoded = decode(input);
  const request = decoded[index];
  if (!request) throw new Error('nothing decoded');
  return ga4View(request, createSessionContext(decoded));
}

describe('the GA4 view of a gtag.js hit', () => {
  const view = viewOf(
    gtagHit(
      'en=purchase&cu=EUR&ep.transaction_id=T1&epn.value=20&up.plan=pro&upn.orders=3&pr1=idA~nmShirt~pr10~qt2~k0color~v0red',
    ),
  );

  it('reads event parameters, user properties and items by GA4 name', () => {
    expect(view.protocol).toBe('gtag');
    expect(view.eventName).toEqual({ wireName: 'en', value: 'purchase' });
    expect(view.eventParams.map((param) => [param.name, param.wireName, param.numeric])).toEqual([
      ['transaction_id', 'ep.transaction_id', false],
      ['value', 'epn.value', true],
    ]);
    expect(view.userProperties.map((property) => property.name)).toEqual(['plan', 'orders']);
    const [item] = view.items;
    expect(item?.position).toBe(0);
    expect(item?.fields.get('item_id')).toEqual({ wireName: 'pr1.id', value: 'A' });
    expect(item?.fields.get('quantity')?.value).toBe('2');
    expect(item?.custom).toEqual([{ name: 'color', wireName: 'pr1.color', value: 'red', numeric: false }]);
  });

  it('finds currency in cu first and names missing parameters by their canonical wire name', () => {
    expect(findParam(view, 'currency')).toEqual({ wireName: 'cu', value: 'EUR' });
    expect(findParam(view, 'value')?.wireName).toBe('epn.value');
    expect(canonicalWireName('gtag', 'currency')).toBe('cu');
    expect(canonicalWireName('gtag', 'value')).toBe('epn.value');
    expect(canonicalWireName('gtag', 'transaction_id')).toBe('ep.transaction_id');
    expect(canonicalWireName('mp', 'currency')).toBe('params.currency');
  });

  it('prefers a sent value over an empty one', () => {
    expect(findParam(viewOf(gtagHit('en=add_to_cart&cu=&ep.currency=USD')), 'currency')).toMatchObject({
      wireName: 'ep.currency',
      value: 'USD',
    });
    expect(findParam(viewOf(gtagHit('en=x&ep.currency=')), 'currency')?.value).toBe('');
  });

  it('keeps inherited object keys out of the item fields', () => {
    const [item] = viewOf(gtagHit('en=view_item&pr1=idA~k0constructor~v0x')).items;
    expect(item?.custom.map((custom) => custom.name)).toEqual(['constructor']);
    expect(item && itemWireName(item, 'item_name')).toBe('pr1.nm');
  });
});

describe('the GA4 view of a Measurement Protocol event', () => {
  const body = mpEvent(
    'purchase',
    {
      currency: 'USD',
      value: 3,
      nested: { a: 1, b: 2 },
      items: [{ item_id: 'A', price: 3, color: 'red', dims: { w: 1, h: 2 } }],
    },
    { user_properties: { plan: { value: 'pro' } } },
  );
  const view = viewOf(mpRequest(body));

  it('reads params, items and user properties from the flattened JSON', () => {
    expect(view.protocol).toBe('mp');
    expect(view.eventName).toEqual({ wireName: 'name', value: 'purchase' });
    expect(view.eventParams.map((param) => [param.name, param.wireName])).toEqual([
      ['currency', 'params.currency'],
      ['value', 'params.value'],
      ['nested', 'params.nested'],
    ]);
    const [item] = view.items;
    expect(item?.wirePrefix).toBe('params.items[0]');
    expect(item?.fields.get('price')).toEqual({ wireName: 'params.items[0].price', value: '3' });
    expect(item?.custom.map((custom) => custom.name)).toEqual(['color', 'dims']);
    expect(item && itemWireName(item, 'item_name')).toBe('params.items[0].item_name');
    expect(view.userProperties).toEqual([
      { name: 'plan', wireName: 'user_properties.plan.value', value: 'pro', numeric: false },
    ]);
  });

  it('reads each event of a multi-event body on its own', () => {
    const request = mpRequest({
      client_id: '1',
      events: [
        { name: 'a', params: { x: 1 } },
        { name: 'b', params: { y: 2 } },
      ],
    });
    expect(viewOf(request, 1).eventParams.map((param) => param.name)).toEqual(['y']);
  });
});
