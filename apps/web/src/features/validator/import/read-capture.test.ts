import { describe, expect, it } from 'vitest';
import { readCaptureText } from './read-capture';

const HIT = 'https://collect.acme.example/e?ev=signup';
const HAR = JSON.stringify({ log: { entries: [{ request: { method: 'GET', url: HIT, headers: [] } }] } });
const ACME = { code: 'ACME', name: 'Acme', match: { hosts: ['collect.acme.example'] }, event: 'ev' };

describe('readCaptureText', () => {
  it("keeps the HAR entries of the user's custom vendors", () => {
    expect(readCaptureText(HAR)).toMatchObject({
      ok: true,
      requests: [],
      notes: ['1 non-tracking entry left out'],
    });
    expect(readCaptureText(HAR, [ACME])).toMatchObject({ ok: true, notes: [] });
  });

  it('says which tracking requests the file left out for want of their bodies', () => {
    const bodiless = JSON.stringify({
      log: {
        entries: [
          {
            request: {
              method: 'POST',
              url: 'https://www.google-analytics.com/r/collect',
              headers: [],
              bodySize: 296,
              postData: { mimeType: 'text/plain' },
            },
          },
        ],
      },
    });
    const result = readCaptureText(bodiless);
    expect(result).toMatchObject({ ok: true, requests: [], withoutBody: 1 });
    expect(result.ok && result.notes.join()).toContain(
      '1 tracking request left out because the file holds no body for it',
    );
  });
});
