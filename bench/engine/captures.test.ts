import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureFigures } from './captures.bench.js';

let folder = '';
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'tagproof-captures-'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(folder, { recursive: true, force: true });
});

const entry = (url: string) => ({
  startedDateTime: '2026-11-27T10:00:00.000Z',
  request: { method: 'GET', url, headers: [] },
  response: { status: 200, headers: [], content: { mimeType: 'image/gif' } },
});

/** A HAR of a GA4 page view, a Meta PageView and a stylesheet (which the import leaves out). */
function writeHar(name: string): string {
  const path = join(folder, name);
  const entries = [
    entry(
      'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&en=page_view&dl=https%3A%2F%2Fshop.example%2F',
    ),
    entry('https://www.facebook.com/tr/?id=1234567890&ev=PageView&dl=https%3A%2F%2Fshop.example%2F'),
    entry('https://shop.example/style.css'),
  ];
  writeFileSync(path, JSON.stringify({ log: { version: '1.2', entries } }));
  return path;
}

describe('the real-captures figures', () => {
  it('are left out, saying how to get them, without CAPTURES', async () => {
    vi.stubEnv('CAPTURES', '');
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await captureFigures(1)).toEqual([]);
    expect(said.mock.calls.flat().join('\n')).toContain('set CAPTURES');
  });

  it('time validate(), and decoding alone, on the tracking requests of the files against a bare parse', async () => {
    vi.stubEnv('CAPTURES', `${writeHar('shop.har')},${writeHar('blog.har')}`);
    vi.stubEnv('OMNIBUG_DIR', '');
    const [figure, decoding, ...others] = await captureFigures(1);
    expect(others).toEqual([]);
    expect(figure).toMatchObject({ name: 'validate 4 requests of 2 captures', baselineName: 'bare parse' });
    expect(decoding).toMatchObject({
      name: 'decoding alone, 4 requests of 2 captures',
      baselineName: 'bare parse',
    });
    for (const timed of [figure, decoding]) {
      expect(timed?.value).toBeGreaterThan(0);
      expect(timed?.baseline).toBeGreaterThan(0);
    }
  });

  it('read a folder named in CAPTURES: its HAR and JSON files, each a capture of its own', async () => {
    writeHar('shop.har');
    writeHar('blog.har');
    writeFileSync(join(folder, 'notes.txt'), 'not a capture');
    vi.stubEnv('CAPTURES', folder);
    vi.stubEnv('OMNIBUG_DIR', '');
    const [figure] = await captureFigures(1);
    expect(figure).toMatchObject({ name: 'validate 4 requests of 2 captures', baselineName: 'bare parse' });
  });

  it('leave out a file that cannot be read, with the reason', async () => {
    const broken = join(folder, 'broken.har');
    writeFileSync(broken, '{"log": {}}');
    vi.stubEnv('CAPTURES', `${broken},${writeHar('shop.har')}`);
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [figure] = await captureFigures(1);
    expect(figure?.name).toBe('validate 2 requests of shop.har');
    expect(said.mock.calls.flat().join('\n')).toContain(`capture ${broken} left out: not a HAR file`);
  });
});
