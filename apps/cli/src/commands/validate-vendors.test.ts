import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ValidationResponseSchema } from '@tagproof/contracts';
import { runCli } from '../main.js';
import { runCliProcess } from '../testing/cli-process.js';
import { chromeHar } from '../testing/har-fixtures.js';
import { memoryIo } from '../testing/memory-io.js';

/** A made-up in-house collector Tagproof does not know. */
const ACME_HIT = 'https://collect.acme-shop.example/v1/e?ev=add_to_cart&acc=ACME-1&sku=42';
const VENDORS = JSON.stringify({
  vendors: [
    {
      code: 'ACME',
      name: 'Acme collector',
      kind: 'analytics',
      match: { hosts: ['collect.acme-shop.example'], paths: ['/v1/e'] },
      event: 'ev',
      account: 'acc',
      params: { sku: { label: 'Product SKU', group: 'e_commerce' } },
    },
  ],
});

async function run(argv: string[], files: Record<string, string>) {
  const io = memoryIo(files);
  const code = await runCli(argv, io);
  return { code, out: io.out(), err: io.err() };
}

const categories = (out: string) =>
  ValidationResponseSchema.parse(JSON.parse(out)).data?.validatedRequests.map((request) => [
    request.requestMetadata.requestCategory,
    request.requestMetadata.eventName,
    request.requestMetadata.accountID,
  ]);

describe('tagproof validate --vendors', () => {
  it('recognises a made-up collector in a URL list', async () => {
    const files = { 'urls.txt': ACME_HIT, 'vendors.json': VENDORS };
    const { code, out } = await run(['validate', 'urls.txt', '--vendors', 'vendors.json', '--json'], files);
    expect(code).toBe(0);
    expect(categories(out)).toEqual([['ACME', 'add_to_cart', 'ACME-1']]);
    expect(categories((await run(['validate', 'urls.txt', '--json'], files)).out)).toEqual([
      [null, null, null],
    ]);
  });

  it('keeps the collector hits of a HAR file', async () => {
    const har = chromeHar([
      { url: ACME_HIT },
      { url: 'https://cdn.example.com/a.png', resourceType: 'image' },
    ]);
    const { out } = await run(['validate', 'c.har', '--vendors', 'v.json', '--json'], {
      'c.har': har,
      'v.json': VENDORS,
    });
    expect(categories(out)).toEqual([['ACME', 'add_to_cart', 'ACME-1']]);
  });

  it.each<[string, string]>([
    ['not JSON', '{'],
    ['not a list of vendors', '{"acme": 1}'],
    ['a malformed definition', '[{"code": "ACME", "name": "A", "match": {"hosts": ["https://x"]}}]'],
    ['a built-in code', '[{"code": "FACEBOOK", "name": "Mine", "match": {"hosts": ["x.example"]}}]'],
  ])('exits 2 with one line naming the file for %s', async (_, text) => {
    const { code, err } = await run(['validate', 'urls.txt', '--vendors', 'bad.json'], {
      'urls.txt': ACME_HIT,
      'bad.json': text,
    });
    expect(code).toBe(2);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toContain('bad.json');
  });

  it('works as a real process, reading files from disk', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tagproof-vendors-'));
    await writeFile(join(dir, 'urls.txt'), `${ACME_HIT}\n`);
    await writeFile(join(dir, 'vendors.json'), VENDORS);
    await writeFile(join(dir, 'bad.json'), '[{"code": "ACME"}]');
    const ok = await runCliProcess(
      ['validate', join(dir, 'urls.txt'), '--vendors', join(dir, 'vendors.json'), '--json'],
      {},
    );
    expect(ok.code).toBe(0);
    expect(categories(ok.stdout)).toEqual([['ACME', 'add_to_cart', 'ACME-1']]);
    const bad = await runCliProcess(
      ['validate', join(dir, 'urls.txt'), '--vendors', join(dir, 'bad.json')],
      {},
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  }, 60_000);
});
