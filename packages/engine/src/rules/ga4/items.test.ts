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

  describe('custom parameters whose values start with digits', () => {
    // gtag.js pairs `k<index><name>` with `v<index><value>`: `v039.95` is 39.95 for index 0.
    const custom = (n: number) => Array.from({ length: n }, (_, i) => `~k${i}p${i}~v${i}${i}5`).join('');

    it('are all read from a real item, none reported as cut off', () => {
      const item =
        'id10418~lp0~pr0~brAbleforth%27s~caRum~nmRumbullion!~vaIn%20Stock~k0metric1~v039.95~k1dimension6~v1Rum%2FSpiced~k2style~v2Spiced~k3rating~v34.5~k4abv~v442.6~k5volume~v570';
      expect(codesOf(findingsOf(gtagHit(`en=view_item&cu=GBP&pr1=${item}`)))).toEqual([]);
    });

    it('count towards the 27 custom item parameters of an event', () => {
      expect(errorsOf(findingsOf(gtagHit(`en=view_item&pr1=idA${custom(27)}`)))).toEqual([]);
      expect(errorsOf(findingsOf(gtagHit(`en=view_item&pr1=idA${custom(28)}`)))).toMatchObject([
        { code: 'EXCEEDED_MAX_ENTITIES', fieldPath: 'pr1.p27' },
      ]);
    });

    it('have their length checked', () => {
      const [finding] = errorsOf(findingsOf(gtagHit(`en=view_item&pr1=idA~k0code~v0${'1'.repeat(101)}`)));
      expect(finding).toMatchObject({ code: 'VALUE_OUT_OF_BOUNDS', fieldPath: 'pr1.code' });
    });
  });
});
