import { describe, expect, it } from 'vitest';
import { codesOf, errorsOf, findingsOf, gtagHit, mpEvent, mpRequest } from './testing/requests.js';

describe('GA4 items', () => {
  it.each(['idSKU_1', 'nmShirt', 'idSKU_1~nm'])('accept an item with %s', (item) => {
    expect(errorsOf(findingsOf(gtagHit(`en=view_item&pr1=${item}`)))).toEqual([]);
  });

  it('need an id or a name that is not empty', () => {
    expect(codesOf(errorsOf(findingsOf(gtagHit('en=view_item&pr1=id~nm~pr5'))))).toEqual([
      'ITEM_ID_OR_NAME_MISSING',
    ]);
  });

  it('report every item that lacks both', () => {
    const errors = errorsOf(findingsOf(gtagHit('en=view_item_list&pr1=brA&pr2=idB&pr3=brC')));
    expect(errors.map((finding) => finding.fieldPath)).toEqual(['pr1.id', 'pr3.id']);
  });

  it.each([
    ['pr1=idA~qttwo', 'pr1.qt', 'items[0].quantity'],
    ['pr1=idA~ds10%25', 'pr1.ds', 'items[0].discount'],
    ['pr1=idA~pr%E2%82%AC5', 'pr1.pr', 'items[0].price'],
  ])('need plain numbers: %s', (item, fieldPath, parameter) => {
    expect(errorsOf(findingsOf(gtagHit(`en=view_item&${item}`)))).toMatchObject([
      { code: 'VALUE_INVALID', fieldPath, parameter },
    ]);
  });

  it('read Measurement Protocol items the same way', () => {
    const errors = errorsOf(
      findingsOf(mpRequest(mpEvent('view_item', { items: [{ item_name: 'A', price: 'abc' }] }))),
    );
    expect(errors).toMatchObject([{ code: 'VALUE_INVALID', fieldPath: 'params.items[0].price' }]);
  });
});
