import { describe, expect, it } from 'vitest';
import { readCaptureText } from './read-capture';

const HIT = 'https://collect.acme.example/e?ev=signup';
const HAR = JSON.stringify({ log: { entries: [{ request: { method: 'GET', url: HIT, headers: [] } }] } });
const ACME = { code: 'ACME', name: 'Acme', match: { hosts: ['collect.acme.example'] }, event: 'ev' };

describe('readCaptureText', () => {
  it("keeps the HAR entries of the user's custom vendors", () => {
    expect(readCaptureText(HAR)).toMatchObject({ ok: true, requests: [], skipped: 1 });
    expect(readCaptureText(HAR, [ACME])).toMatchObject({ ok: true, skipped: 0 });
  });
});
