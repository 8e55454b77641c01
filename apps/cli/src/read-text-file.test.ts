import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTextFile } from './read-text-file.js';

const dir = mkdtempSync(join(tmpdir(), 'tagproof-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `bytes` to a new file and reads it back as text. */
async function read(name: string, bytes: Buffer): Promise<string> {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return readTextFile(path);
}

const TEXT = '{"log":{"pages":[{"title":"Café – Boutique"}]}}';
const littleEndian = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXT, 'utf16le')]);

describe('readTextFile', () => {
  it('reads UTF-16 with its byte order mark, little- or big-endian, accents included', async () => {
    expect(await read('le.har', littleEndian)).toBe(TEXT);
    expect(await read('be.har', Buffer.from(littleEndian).swap16())).toBe(TEXT);
  });

  it('reads UTF-16 without a byte order mark when it starts as JSON, accents included', async () => {
    const unmarked = littleEndian.subarray(2);
    expect(await read('le-unmarked.har', unmarked)).toBe(TEXT);
    expect(await read('be-unmarked.har', Buffer.from(unmarked).swap16())).toBe(TEXT);
  });

  it('reads anything else as UTF-8, its byte order mark left for the importer', async () => {
    expect(await read('plain.har', Buffer.from(TEXT, 'utf8'))).toBe(TEXT);
    expect(await read('marked.har', Buffer.from(`\uFEFF${TEXT}`, 'utf8'))).toBe(`\uFEFF${TEXT}`);
    // An odd number of bytes is no UTF-16: read as UTF-8, for the importer to refuse.
    const odd = Buffer.concat([littleEndian, Buffer.from([0x20])]);
    expect(await read('odd.har', odd)).toBe(odd.toString('utf8'));
  });
});
