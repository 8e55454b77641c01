import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { createSessionContext } from '../define-rule.js';
import { eventIndex, isFirstEvent, mpBody, utf8Length } from './mp-body.js';
import { mpRequest } from './testing/requests.js';

describe('the Measurement Protocol body', () => {
  it('counts bytes as UTF-8', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
  });

  it('is read once per captured request, with the JSON type of each value', () => {
    const decoded = decode(
      mpRequest({
        client_id: '1',
        events: [{ name: 'a', params: { value: '3' } }, { name: 'b', params: { value: 3 } }, { name: 'c' }],
      }),
    );
    const session = createSessionContext(decoded);
    const [first, second, third] = decoded;
    if (!first || !second || !third) throw new Error('three events expected');
    expect(mpBody(first, session)).toBe(mpBody(third, session));
    expect(mpBody(first, session)?.valueTypes).toEqual(['string', 'number', 'undefined']);
    expect(mpBody(first, session)?.eventCount).toBe(3);
    expect([eventIndex(first), eventIndex(second), eventIndex(third)]).toEqual([0, 1, 2]);
    expect([isFirstEvent(first), isFirstEvent(second)]).toEqual([true, false]);
  });

  it('is null when the body is not JSON', () => {
    const decoded = decode(mpRequest('{not json'));
    const [request] = decoded;
    if (!request) throw new Error('one event expected');
    expect(mpBody(request, createSessionContext(decoded))).toBeNull();
  });
});
