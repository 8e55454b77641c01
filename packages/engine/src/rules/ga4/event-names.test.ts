import { describe, expect, it } from 'vitest';
import { codesOf, errorsOf, findingsOf, gtagHit, mpRequest } from './testing/requests.js';

describe('GA4 event names', () => {
  it.each(['sign_up', 'a', 'Purchase', 'añadir_al_carrito', 'イベント_1', 'e'.repeat(40)])(
    'accepts %j',
    (name) => {
      expect(errorsOf(findingsOf(gtagHit(`en=${encodeURIComponent(name)}`)))).toEqual([]);
    },
  );

  it.each(['_private', '1st', 'add to cart', 'add-to-cart', 'cart.add', 'e'.repeat(41)])(
    'rejects %j',
    (name) => {
      expect(codesOf(errorsOf(findingsOf(gtagHit(`en=${encodeURIComponent(name)}`))))).toContain(
        'NAME_INVALID',
      );
    },
  );

  it("says where a name of Google Tag Manager's own events comes from (gtm.init_consent on ganaencasa.la, 2025)", () => {
    const [finding] = errorsOf(findingsOf(gtagHit('en=gtm.init_consent')));
    expect(finding).toMatchObject({ code: 'NAME_INVALID', fieldPath: 'en', parameter: 'event_name' });
    expect(finding?.message).toContain("one of Google Tag Manager's own data layer events");
    expect(finding?.message).toContain('keep gtm.* events out of its trigger');
    const [other] = errorsOf(findingsOf(gtagHit('en=cart.add')));
    expect(other?.message).not.toContain('Google Tag Manager');
  });

  it('reports a name both too long and malformed twice', () => {
    expect(codesOf(errorsOf(findingsOf(gtagHit(`en=${'-'.repeat(41)}`))))).toEqual([
      'NAME_INVALID',
      'NAME_INVALID',
    ]);
  });

  it('requires a name, even an empty one counts as missing', () => {
    const [finding] = errorsOf(findingsOf(gtagHit('en=')));
    expect(finding).toMatchObject({ code: 'VALUE_REQUIRED', fieldPath: 'en', parameter: 'event_name' });
  });

  it('says so once when a Measurement Protocol request holds no events', () => {
    const errors = errorsOf(findingsOf(mpRequest({ client_id: '1', events: [] })));
    expect(errors).toMatchObject([{ code: 'VALUE_REQUIRED', fieldPath: 'events' }]);
  });

  it('leaves a body that is not JSON to the decoder', () => {
    expect(codesOf(errorsOf(findingsOf(mpRequest('{"events": ['))))).toEqual(['BODY_NOT_JSON']);
  });

  it('names the Measurement Protocol as the rule book of an MP event name', () => {
    const [finding] = errorsOf(findingsOf(mpRequest({ client_id: '1', events: [{ name: 'bad name' }] })));
    expect(finding).toMatchObject({
      code: 'NAME_INVALID',
      fieldPath: 'name',
      source: 'GA4 Measurement Protocol',
    });
  });
});
