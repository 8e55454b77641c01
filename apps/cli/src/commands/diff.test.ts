import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliProcess } from '../testing/cli-process.js';
import { chromeHar, type HarEntryInput } from '../testing/har-fixtures.js';

const GA4 =
  'https://region1.google-analytics.com/g/collect?v=2&tid=G-XK2R4E1PZQ&gtm=45je4bi0v9171998105&_p=1731924000001' +
  '&cid=555.666&sid=1731924000&sct=3&seg=1&dl=https%3A%2F%2Fshop.example.com%2Fproduct%3Fgclid%3Dabc&dt=Shirt';
const META =
  'https://www.facebook.com/tr/?id=1234567890&ev=ViewContent&dl=https%3A%2F%2Fshop.example.com%2Fproduct';

/** A shop session: the page, a batched GA4 POST (page_view, view_item) and a Meta ViewContent. */
function session(options: { viewContent: boolean; itemCurrency: boolean; random: string }): HarEntryInput[] {
  const viewItem = `en=view_item&_et=${options.random}${options.itemCurrency ? '&cu=EUR' : ''}&epn.value=29.9`;
  return [
    { url: 'https://shop.example.com/product?gclid=abc', resourceType: 'document', mimeType: 'text/html' },
    { url: `${GA4}&_s=${options.random}`, method: 'POST', postData: `en=page_view&_et=1\r\n${viewItem}` },
    ...(options.viewContent ? [{ url: `${META}&ts=${options.random}` }] : []),
  ];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The changes of every group of a `tagproof diff --json` output (throws when it has another shape). */
function changesOf(output: unknown): unknown[] {
  const groups = isRecord(output) ? output.groups : undefined;
  if (!Array.isArray(groups)) throw new Error('not a diff output: no groups');
  return groups.flatMap((group: unknown): unknown[] => {
    const changes = isRecord(group) ? group.changes : undefined;
    if (!Array.isArray(changes)) throw new Error('not a diff output: a group without changes');
    return changes;
  });
}

describe('tagproof diff (real process)', () => {
  let root: string;
  const file = (name: string) => join(root, name);

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'tagproof-diff-'));
    writeFileSync(
      file('baseline.har'),
      chromeHar(session({ viewContent: true, itemCurrency: true, random: '1' })),
    );
    writeFileSync(
      file('rerun.har'),
      chromeHar(session({ viewContent: true, itemCurrency: true, random: '7' })),
    );
    writeFileSync(
      file('broken.har'),
      chromeHar(session({ viewContent: false, itemCurrency: false, random: '1' })),
    );
    writeFileSync(file('bad.har'), '{"log": {"entries": "nope"');
    writeFileSync(
      file('silent.har'),
      chromeHar([{ url: 'https://shop.example.com/logo.png', resourceType: 'image' }]),
    );
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('exits 1 naming the vanished event and the vanished parameter', async () => {
    const result = await runCliProcess(['diff', file('baseline.har'), file('broken.har')], {});
    expect(result.code, result.stderr).toBe(1);
    expect(result.stdout).toMatch(/Event vanished: Meta Pixel 1234567890 ViewContent/);
    expect(result.stdout).toMatch(
      /Parameter vanished: cu \(Currency\) of Google Analytics 4 G-XK2R4E1PZQ view_item/,
    );
    expect(result.stdout).toContain('FAILED (--fail-on regression)');
    // The page each request was sent from: its navigation's URL (campaign ids left out), not the HAR
    // page's title.
    expect(result.stdout).toContain('\nhttps://shop.example.com/product\n');
  });

  it('exits 0 for a capture against itself, and against a rerun that differs only in volatile values', async () => {
    const itself = await runCliProcess(['diff', file('baseline.har'), file('baseline.har')], {});
    expect(itself.code, itself.stderr).toBe(0);
    expect(itself.stdout).toContain('0 regressions, 0 changes, 0 improvements');
    const rerun = await runCliProcess(['diff', file('baseline.har'), file('rerun.har')], {});
    expect(rerun.code, rerun.stdout).toBe(0);
  });

  it('reads a saved --json validation output as a side, and answers JSON and JUnit', async () => {
    const saved = await runCliProcess(['validate', file('baseline.har'), '--json', '--fail-on', 'never'], {});
    expect(saved.code, saved.stderr).toBe(0);
    writeFileSync(file('baseline.json'), saved.stdout);
    const json = await runCliProcess(['diff', file('baseline.json'), file('broken.har'), '--json'], {});
    expect(json.code, json.stderr).toBe(1);
    const diff: unknown = JSON.parse(json.stdout);
    expect(diff).toHaveProperty('failed', true);
    const changes = changesOf(diff);
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'event_vanished',
          event: expect.objectContaining({ eventName: 'ViewContent' }),
        }),
        expect.objectContaining({ kind: 'parameter_vanished', subject: 'cu' }),
      ]),
    );
    const junit = await runCliProcess(
      ['diff', file('baseline.json'), file('broken.har'), '--format', 'junit', '--fail-on', 'never'],
      {},
    );
    expect(junit.code, junit.stderr).toBe(0);
    expect(junit.stdout).toMatch(
      /<testsuites name="tagproof diff baseline.json broken.har" tests="\d+" failures="0">/,
    );
  });

  it('exits 1 when the current capture sends no tracking at all: every event vanished', async () => {
    const result = await runCliProcess(['diff', file('baseline.har'), file('silent.har')], {});
    expect(result.code, result.stderr).toBe(1);
    expect(result.stdout).toContain('(only in the baseline)');
    expect(result.stdout).toMatch(/Event vanished: Google Analytics 4 G-XK2R4E1PZQ view_item/);
  });

  it('exits 2 with one line on a bad file or a bad option', async () => {
    for (const args of [
      ['diff', file('baseline.har'), file('bad.har')],
      ['diff', file('baseline.har'), file('missing.har')],
      ['diff', file('baseline.har')],
      ['diff', file('baseline.har'), file('baseline.har'), '--fail-on', 'error'],
    ]) {
      const result = await runCliProcess(args, {});
      expect(result.code, result.stdout).toBe(2);
      const lines = result.stderr
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
      expect(lines, result.stderr).toHaveLength(1);
      expect(lines[0]).toMatch(/^tagproof: /);
    }
  });
});
