import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { validate } from '../../validation/validate.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Criteo OneTag parameter labels', () => {
  const labels = (url: string) =>
    Object.fromEntries(
      (decode({ url })[0]?.parameters ?? []).map((parameter) => [
        parameter.name,
        `${parameter.label} [${parameter.group}]`,
      ]),
    );

  it('name each event by its position, as sent and field by field', () => {
    const events = Array.from({ length: 11 }, (_, index) => `p${index}=e%3Dvh`).join('&');
    const found = labels(`https://sslwidget.criteo.com/event?a=103480&${events}&p1x=1`);
    expect(found).toMatchObject({
      p0: 'Event 1 (as sent) [other]',
      p1: 'Event 2 (as sent) [other]',
      'p1.e': 'Event 2: event [most_used]',
      p10: 'Event 11 (as sent) [other]',
      'p10.e': 'Event 11: event [most_used]',
      p1x: 'p1x [other]',
    });
  });

  it('name the identification cookie and the per-request id that ld.js appends', () => {
    const found = labels(
      'https://sslwidget.criteo.com/event?a=103480&p0=e%3Dvh&bundle=abc_DEF%252B1&ceid=9bba6b07-3384-4399-8a4f-6f731fb4799c',
    );
    expect(found).toMatchObject({
      bundle: 'Criteo ID (cto_bundle) [user]',
      ceid: 'Request ID [other]',
    });
  });
});

describe('Criteo duplicates', () => {
  it('count two sends of one event that differ only in their per-request ceid as duplicates', () => {
    const send = (ceid: string, index: number) => ({
      requestId: `r${index}`,
      url: `https://sslwidget.criteo.com/event?a=103480&v=5.23.0&p0=e%3Dexd%26site_type%3Dd&p1=e%3Dvh&ceid=${ceid}`,
      timestamp: 1_731_923_912_000 + index * 100,
    });
    const answer = validate({
      requests: [
        send('9bba6b07-3384-4399-8a4f-6f731fb4799c', 1),
        send('0f1e2d3c-4b5a-4697-8877-665544332211', 2),
      ],
    });
    const [, second] = answer.data?.validatedRequests ?? [];
    expect(second?.validation.duplicateInfo).toMatchObject({ isDuplicate: true, requestIds: ['r1', 'r2'] });
  });
});

describe('Criteo hit names', () => {
  const nameOf = (events: string) =>
    decode({ url: `https://sslwidget.criteo.com/event?a=103480&${events}` })[0]?.eventName;

  it('name a hit after its page event, the generic viewPage only when it has no other', () => {
    expect(nameOf('p0=e%3Dce%26m%3D&p1=e%3Dexd%26site_type%3Dm&p2=e%3Dvpg&p3=e%3Ddis')).toBe('viewPage');
    expect(nameOf('p0=e%3Dce%26m%3D&p1=e%3Dvpg&p2=e%3Dvp%26item%3D1')).toBe('viewItem');
  });

  it('name a hit without a page event after its first other event, as sent when it has no known name', () => {
    expect(nameOf('p0=e%3Dce%26m%3D&p1=e%3Dac%26p%3D%255Bi%253D1%255D')).toBe('addToCart');
    expect(nameOf('p0=e%3Did%26mid%3D1&p1=e%3Dxyz')).toBe('xyz');
    // `__proto__` is a code like any other, never a name looked up on an object's prototype.
    expect(nameOf('p0=e%3D__proto__')).toBe('__proto__');
  });

  it('name a hit of set-up entries only after the first of them', () => {
    expect(nameOf('p0=e%3Dce%26m%3D&p1=e%3Dexd%26site_type%3Dm&p2=e%3Ddis')).toBe('setEmail');
    expect(nameOf('p0=e%3Dexd%26site_type%3Dm')).toBe('setSiteType');
  });
});

describe('the browser-API requests beside a OneTag hit', () => {
  // Real 2024 ebay.com capture: the viewHome hit (bundle shortened), its Attribution Reporting trigger
  // (client_side_event_id = the hit's ceid) and the interest-group join iframe.
  const hitOf = (ceid: string) =>
    'https://sslwidget.criteo.com/event?a=13927&v=5.29.0&otl=1&p0=e%3Dexd%26site_type%3Dd' +
    '&p1=ui_segment%3D-1%26ui_guid%3Db8df83791930acd9434b2993fffe74b2%26e%3Dvh&p2=e%3Ddis&adce=1' +
    `&bundle=xS22xF9jYXhxVzZwRjRh&tld=ebay.com&dy=1&fu=https%253A%252F%252Fwww.ebay.com%252F&ceid=${ceid}`;
  const triggerOf = (ceid: string) =>
    'https://measurement-api.criteo.com/register-trigger?partner_id=13927&uid=e14426bc-76e3-4102-8cc3-a9dbb44a5fe0' +
    `&event_name=Page&islcc=0&amount_euro=0&client_side_event_id=${ceid}`;
  const join =
    'https://fledge.us.criteo.com/interest-group?data=4cFh1nxDVnAzWTl5Zk5QdGI0d0taZUUwRG9LcDI0eFM4NnhTZ2dJTUUv';
  const first = '42e02055-484e-400d-9ca1-9fa1bca5b01d';
  const second = '0b9c1f7e-5d2a-4c3b-8e6f-1a2b3c4d5e6f';
  const groups = (...urls: string[]) =>
    validate({
      requests: urls.map((url) => ({ url, tabUrl: 'https://www.ebay.com/' })),
    }).data?.duplicates.flatMap((duplicate) =>
      duplicate.duplicateGroups.map((group) => group.requestIds.join(',')),
    );

  it('names them after the browser API, so neither counts as a second viewHome', () => {
    expect(
      [hitOf(first), triggerOf(first), join].map((url) => {
        const [event] = decode({ url });
        return [event?.category, event?.eventName, event?.accountID];
      }),
    ).toEqual([
      ['CRITEO', 'viewHome', '13927'],
      ['CRITEO', 'attribution_trigger', '13927'],
      ['CRITEO', 'interest_group', null],
    ]);
    expect(groups(hitOf(first), triggerOf(first), join)).toEqual([]);
  });

  it('leaves a hit fired twice one duplicate, not one more for its triggers', () => {
    expect(groups(hitOf(first), triggerOf(first), hitOf(second), triggerOf(second))).toEqual(['r1,r3']);
  });

  it('takes two joins with other data for two joins', () => {
    expect(groups(join, `${join}Zm9v`)).toEqual([]);
  });
});
