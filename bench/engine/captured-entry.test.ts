import { describe, expect, it } from 'vitest';
import { capturedEntry } from './captured-entry.js';
import { fixtureMix } from './fixture-requests.js';
import { mixedRequests } from './mixed-requests.js';

describe('capturedEntry', () => {
  it('holds the request’s fields, then the extra ones, in that order (an extra field wins)', () => {
    const entry = capturedEntry(
      { url: 'https://www.facebook.com/tr/?id=1', method: 'GET', requestId: 'old' },
      { requestId: 'r1', timestamp: 5 },
    );
    expect(entry).toEqual({
      url: 'https://www.facebook.com/tr/?id=1',
      method: 'GET',
      requestId: 'r1',
      timestamp: 5,
    });
    expect(Object.keys(entry)).toEqual(['url', 'method', 'requestId', 'timestamp']);
  });

  it('leaves the request it copies untouched', () => {
    const request = { url: 'https://example.com/' };
    capturedEntry(request, { requestId: 'r1' });
    expect(request).toEqual({ url: 'https://example.com/' });
  });

  it('builds the mixes with ids and times in order, as a parsed payload holds them', () => {
    const mixed = mixedRequests(12);
    expect(mixed.map((entry) => entry.requestId)).toEqual(mixed.map((_, index) => `r${index + 1}`));
    expect(JSON.parse(JSON.stringify(mixed))).toEqual(mixed);
    const fixtures = fixtureMix(3);
    expect(fixtures.map((entry) => [entry.requestId, entry.timestamp])).toEqual([
      ['r1', 1731923912000],
      ['r2', 1731923912250],
      ['r3', 1731923912500],
    ]);
    expect(fixtures.every((entry) => typeof entry.url === 'string')).toBe(true);
  });
});
