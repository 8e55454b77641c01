import { describe, expect, it } from 'vitest';
import { normalizeRequest } from './capture/normalize.js';
import { importCapture } from './capture/import-file.js';
import { decode, decodeCaptured } from './decode.js';

const GA4 = 'https://www.google-analytics.com/g/collect?v=2&tid=G-SHARED1&cid=1.2&en=page_view';

function first(url: string) {
  const [event] = decode({ url, method: 'POST' });
  if (event === undefined) throw new Error(`nothing decoded from ${url}`);
  return event;
}

/** The first event of a request read as part of a capture (decodeCaptured keeps its memories). */
function inCapture(url: string) {
  const captured = normalizeRequest({ url, method: 'POST' }, 0);
  if ('reason' in captured) throw new Error(captured.reason);
  const [event] = decodeCaptured(captured);
  if (event === undefined) throw new Error(`nothing decoded from ${url}`);
  return event;
}

describe('decoded parameters', () => {
  it('are one object per name and value met again in a capture, and new when the value changes', () => {
    const a = inCapture(`${GA4}&dt=Home&_p=1`);
    const b = inCapture(`${GA4}&dt=Home&_p=2`);
    const byName = (event: typeof a, name: string) => event.parameters.find((p) => p.name === name);
    expect(byName(b, 'dt')).toBe(byName(a, 'dt'));
    expect(byName(b, 'dt')).toEqual({ name: 'dt', label: 'Page title', group: 'most_used', value: 'Home' });
    expect(byName(b, '_p')).not.toBe(byName(a, '_p'));
    expect(byName(b, '_p')?.value).toBe('2');
  });

  it('are not shared from one call of decode() to the next: nothing of a payload outlives its call', () => {
    const a = first(`${GA4}&dt=Home&_p=1`);
    const b = first(`${GA4}&dt=Home&_p=2`);
    const byName = (event: typeof a, name: string) => event.parameters.find((p) => p.name === name);
    expect(byName(b, 'dt')).not.toBe(byName(a, 'dt'));
    expect(byName(b, 'dt')).toEqual(byName(a, 'dt'));
  });

  it('are not shared past a HAR import either: the import forgets what it read when it returns', () => {
    const byName = (event: ReturnType<typeof inCapture>, name: string) =>
      event.parameters.find((p) => p.name === name);
    const before = inCapture(`${GA4}&dt=Home&_p=1`);
    const entry = { request: { method: 'GET', url: `${GA4}&dt=Home&_p=2`, headers: [] }, response: {} };
    const imported = importCapture(JSON.stringify({ log: { version: '1.2', entries: [entry] } }));
    expect(imported.requests).toHaveLength(1);
    const after = inCapture(`${GA4}&dt=Home&_p=3`);
    expect(byName(after, 'dt')).not.toBe(byName(before, 'dt'));
    expect(byName(after, 'dt')).toEqual(byName(before, 'dt'));
  });

  it('say a redacted value was redacted every time it is sent, not only the first', () => {
    const url = `${GA4}&ep.email=${encodeURIComponent('[redacted:email]')}`;
    for (let round = 0; round < 3; round++) {
      expect(first(url).findings.map((finding) => finding.code)).toContain('VALUE_REDACTED');
    }
  });

  it('carry the decoded consent fields every time a consent string is sent again', () => {
    for (let round = 0; round < 2; round++) {
      const names = first(`${GA4}&gcs=G101`).parameters.map((p) => p.name);
      expect(names).toContain('gcs');
      expect(names.filter((name) => name.startsWith('gcs.'))).not.toEqual([]);
    }
  });
});
