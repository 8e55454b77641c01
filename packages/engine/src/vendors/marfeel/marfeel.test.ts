import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';
import { marfeel } from './marfeel.js';

describeVendorFixtures(import.meta.dirname);

const INGEST = 'https://events.newsroom.bi/ingest.php';

describe('Marfeel Compass variables and labels', () => {
  it('reads a variable list as pairs or as an object, and leaves any other shape as sent', () => {
    const body = [
      `pvar=${encodeURIComponent('[["section","sports"],["tags",["a","b"]],["lonely"],7]')}`,
      `uvar=${encodeURIComponent('{"plan":"free","visits":3}')}`,
      'svar=not-json',
      'ac=42',
    ].join('&');
    const [event] = decode({ url: INGEST, method: 'POST', postData: body });
    const params = Object.fromEntries((event?.parameters ?? []).map((param) => [param.name, param.value]));
    expect(params).toMatchObject({
      'pvar.section': 'sports',
      'pvar.tags': '["a","b"]',
      'uvar.plan': 'free',
      'uvar.visits': '3',
      svar: 'not-json',
    });
    expect(Object.keys(params).filter((name) => name.startsWith('svar.') || name === 'pvar.lonely')).toEqual(
      [],
    );
    expect(event?.findings).toEqual([]);
  });

  it("names playback and module fields, and no inherited name (m.constructor) as Object's", () => {
    expect(marfeel.describe('m.pause[2]').label).toBe('Paused at (s) [2]');
    expect(marfeel.describe('m.constructor').label).toBe('Playback constructor');
    expect(marfeel.describe('m[1]').label).toBe('Module 2');
    expect(marfeel.describe('m[0].e[1].p').label).toBe('Module 1, link 2: position');
    expect(marfeel.describe('m[0].toString').label).toBe('Module 1: toString');
  });

  it('reads a body that is neither form nor JSON without throwing', () => {
    for (const postData of ['{"ac":', '[[[', '\u0000\u0001', 'm=%E0%A4%A']) {
      const events = decode({ url: 'https://events.newsroom.bi/multimedia.php', method: 'POST', postData });
      expect(events.map((event) => event.category)).toEqual(['MARFEEL']);
    }
  });
});
