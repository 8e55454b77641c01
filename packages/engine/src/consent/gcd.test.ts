import { describe, expect, it } from 'vitest';
import { describeGcdState, readGcd, readGcdLetter, readGcdTypes } from './gcd.js';
import { readGcs } from './gcs.js';

describe('gcd letters', () => {
  it.each([
    ['l', 'not set', 'not set', 'not set'],
    ['m', 'not set', 'denied', 'denied'],
    ['n', 'not set', 'granted', 'granted'],
    ['p', 'denied', 'not set', 'denied'],
    ['q', 'denied', 'denied', 'denied'],
    ['r', 'denied', 'granted', 'granted'],
    ['t', 'granted', 'not set', 'granted'],
    ['u', 'granted', 'denied', 'denied'],
    ['v', 'granted', 'granted', 'granted'],
  ])('%s is %s by default, %s by update: %s', (letter, byDefault, byUpdate, state) => {
    expect(readGcdLetter(letter)).toEqual({ letter, default: byDefault, update: byUpdate, state });
  });

  it.each(['a', 'k', 'o', 's', 'w', 'A', '1', '', 'll'])('%j is no known letter', (letter) => {
    expect(readGcdLetter(letter)).toBeNull();
  });

  it('says how a state came about', () => {
    expect(describeGcdState(readGcdLetter('r')!)).toBe('denied by default, granted by update');
    expect(describeGcdState(readGcdLetter('p')!)).toBe('denied by default');
    expect(describeGcdState(readGcdLetter('n')!)).toBe('no default, granted by update');
    expect(describeGcdState(readGcdLetter('l')!)).toBe('no default, no update');
  });
});

describe('gcd strings from real hits', () => {
  it('reads 13t3t3t3t5l1 (sent with gcs=G111) as all granted by default, ignoring the fifth pair', () => {
    const reading = readGcd('13t3t3t3t5l1');
    expect(reading?.ad_storage.state).toBe('granted');
    expect(reading?.ad_personalization).toMatchObject({ default: 'granted', update: 'not set' });
  });

  it('reads 13l3l3l3l1l1 (sent without gcs) as not set', () => {
    const reading = readGcd('13l3l3l3l1l1');
    expect(Object.values(reading ?? {}).map((state) => state.state)).toEqual(Array(4).fill('not set'));
  });

  it('reads each type in order: 11p1r1q1v5', () => {
    const reading = readGcd('11p1r1q1v5');
    expect(reading?.ad_storage.state).toBe('denied');
    expect(reading?.analytics_storage.state).toBe('granted');
    expect(reading?.ad_user_data).toMatchObject({ default: 'denied', update: 'denied' });
    expect(reading?.ad_personalization.state).toBe('granted');
  });

  it("reads a type's letter whatever follows it (real 2025 hits: a letter where a digit was)", () => {
    const wetransfer = readGcd('13p3tPp2p7l1');
    expect(wetransfer?.ad_storage.state).toBe('denied');
    expect(wetransfer?.analytics_storage).toMatchObject({ default: 'granted', update: 'not set' });
    expect(readGcd('13l3lPl2l1l1')?.ad_personalization.state).toBe('not set');
  });

  it('reads 13r3r3r2r5 (denied by default, granted by update)', () => {
    expect(readGcd('13r3r3r2r5')?.ad_user_data).toMatchObject({ default: 'denied', update: 'granted' });
  });

  it.each(['', '11l1l1l', '21l1l1l1l5', '11x1l1l1l5', '11l1l1l1l', 'G111', '11l1l1l1l5 ', '1'])(
    'refuses %j rather than guessing',
    (gcd) => {
      expect(readGcd(gcd)).toBeNull();
    },
  );
});

describe('gcd read type by type', () => {
  it('leaves an upper-case letter unread and reads the other types (real 2025 hits)', () => {
    // minijuegos.com (gcs=G100), cronista.com (gcs=G1--), faphouse.com (gcs=G111), August 2025.
    const denied = readGcdTypes('13p3p3V3p5l1');
    expect(denied?.unread).toEqual([{ type: 'ad_user_data', letter: 'V' }]);
    expect(denied?.states.ad_storage?.state).toBe('denied');
    expect(denied?.states.ad_personalization?.state).toBe('denied');
    expect(denied?.states.ad_user_data).toBeUndefined();
    expect(readGcdTypes('13l3l3R3l5l1')?.states.analytics_storage?.state).toBe('not set');
    expect(readGcdTypes('13t3t3Z3t5l1')?.states.ad_storage?.state).toBe('granted');
    // readGcd itself never reads part of a string.
    expect(readGcd('13p3p3V3p5l1')).toBeNull();
  });

  it('reads a whole string as readGcd does', () => {
    expect(readGcdTypes('13t3t3t3t5l1')).toEqual({ states: readGcd('13t3t3t3t5l1'), unread: [] });
  });

  it.each(['13R3R3R3R5l1', '13p3p3x3p5l1', '13p3p3#3p5l1', 'G111', ''])('refuses %j', (gcd) => {
    expect(readGcdTypes(gcd)).toBeNull();
  });
});

describe('gcs', () => {
  it('reads the two digits', () => {
    expect(readGcs('G101')).toEqual({ ad_storage: 'denied', analytics_storage: 'granted' });
    expect(readGcs('G1--')).toEqual({ ad_storage: 'not set', analytics_storage: 'not set' });
    expect(readGcs('G1x1')).toBeNull();
    expect(readGcs('G2')).toBeNull();
  });
});
