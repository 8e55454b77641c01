import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { invalidTagId, invalidTagIdReason } from './invalid-tag-id.js';

describe('Google tag and container ids that are no tag’s', () => {
  it.each([
    ['GTM-KBWJPZJC', null],
    ['G-52808TQ3MP', null],
    ['AW-945251409', null],
    ['UA-26100988-1', null],
    ['DC-12345678', null],
    // A prefix the list does not know is never read as invalid.
    ['GT-KD4B2CX', null],
    ['XY-ABC123', null],
    [undefined, 'without an id'],
    ['', 'with an empty id'],
    ['  ', 'with an empty id'],
    ['undefined', 'never filled'],
    ['NaN', 'never filled'],
    ['[object Object]', 'never filled'],
    ['GTM-XXXXXX', "documentation's placeholder"],
    ['G-XXXXXXXXXX', "documentation's placeholder"],
    ['%s', "template's placeholder"],
    ['%%ID%%', "template's placeholder"],
    ['>', 'characters no tag id holds'],
    ["GTM-KDHQXBW'", 'characters no tag id holds'],
    ['G-ABC 123', 'characters no tag id holds'],
  ])('reads %j as %j', (id, reason) => {
    const read = invalidTagIdReason(id);
    if (reason === null) expect(read).toBeNull();
    else expect(read).toContain(reason);
  });

  it('warns for a container or destination, whose id is all it loads', () => {
    for (const file of ['gtm.js', 'destination'] as const) {
      expect(invalidTagId('undefined', file)).toMatchObject({
        code: 'TAG_ID_INVALID',
        severity: 'warning',
        fieldPath: 'id',
        received: 'undefined',
      });
      expect(invalidTagId(undefined, file)).toMatchObject({ severity: 'warning', received: 'no id' });
    }
    expect(invalidTagId('GTM-KBWJPZJC', 'gtm.js')).toBeNull();
  });

  it('only informs for gtag.js, whose configured tags still load on their own, and leaves it alone without an id', () => {
    const finding = invalidTagId('%s', 'gtag.js');
    expect(finding).toMatchObject({ code: 'TAG_ID_INVALID', severity: 'info', received: '%s' });
    expect(finding?.message).toContain("gtag('config'");
    expect(invalidTagId(undefined, 'gtag.js')).toBeNull();
  });

  it('is not reported on the pings of a running container, nor on top of a doubled prefix or a macro', () => {
    const codes = (url: string) => decode({ url }).flatMap((event) => event.findings.map((f) => f.code));
    expect(codes('https://www.googletagmanager.com/td?id=&v=3&t=t&pid=1')).toEqual([]);
    expect(codes('https://www.googletagmanager.com/gtag/destination?id=AW-AW-945251409')).toEqual([
      'TAG_ID_PREFIX_DOUBLED',
    ]);
    expect(codes('https://www.googletagmanager.com/gtm.js')).toEqual(['TAG_ID_INVALID']);
    // A template's macro is said once, as one.
    expect(codes('https://www.googletagmanager.com/gtm.js?id=%%GTM_ID%%')).toEqual(['VALUE_PLACEHOLDER']);
  });
});
