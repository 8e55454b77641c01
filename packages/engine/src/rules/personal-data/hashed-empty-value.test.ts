import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import type { Finding } from '../../findings/finding.js';
import { createSessionContext, runRules } from '../index.js';
import { loadPositiveFixtures } from '../../vendors/testing/fixtures.js';
import { findHashesOfNothing } from './hash-of-nothing.js';

const hash = (algorithm: string, text: string) => createHash(algorithm).update(text).digest('hex');
const EMPTY_SHA256 = hash('sha256', '');
const REAL_SHA256 = hash('sha256', 'jane.doe@example.com');

function findingsOf(request: { url: string; method?: string; postData?: string; type?: string }): Finding[] {
  const decoded = decode(request);
  const session = createSessionContext(decoded);
  return decoded
    .flatMap((event) => runRules(event, session))
    .filter((finding) => finding.code === 'HASHED_EMPTY_VALUE');
}

describe('hashes of nothing', () => {
  it.each(['sha256', 'sha1', 'md5'])('know the %s of an empty text, "undefined" and "null"', (algorithm) => {
    const name = { sha256: 'SHA-256', sha1: 'SHA-1', md5: 'MD5' }[algorithm];
    for (const [text, said] of [
      ['', 'an empty text'],
      ['undefined', '"undefined"'],
      ['null', '"null"'],
    ] as const) {
      expect(findHashesOfNothing(hash(algorithm, text))).toEqual([
        { digest: hash(algorithm, text), hashes: `${name} of ${said}` },
      ]);
    }
  });

  it('find one in a list, after a prefix, percent-encoded or in capitals', () => {
    for (const value of [
      `[${EMPTY_SHA256}]`,
      `["${EMPTY_SHA256}"]`,
      `tv.1~em.${EMPTY_SHA256}`,
      `%5B${EMPTY_SHA256}%5D`,
      EMPTY_SHA256.toUpperCase(),
    ])
      expect(findHashesOfNothing(value).map((found) => found.digest)).toEqual([EMPTY_SHA256]);
  });

  it('find none in real hashes, ids and short values', () => {
    for (const value of [
      REAL_SHA256,
      hash('md5', 'jane.doe@example.com'),
      '9bba6b07-3384-4399-8a4f-6f731fb4799c',
      EMPTY_SHA256.slice(0, 31),
      '',
    ])
      expect(findHashesOfNothing(value)).toEqual([]);
  });
});

describe('HASHED_EMPTY_VALUE', () => {
  it('warns on a real Criteo hit that sent the hash of an empty e-mail, once, on the e-mail field', () => {
    const fixture = loadPositiveFixtures(join(import.meta.dirname, '../../vendors/criteo')).find(
      (each) => each.file === 'view-item-page-encoded-twice.json',
    );
    const url = fixture?.request.url ?? '';
    const findings = findingsOf({ url });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      severity: 'warning',
      fieldPath: 'p2.m',
      received: 'e3b0c442…, the SHA-256 of an empty text',
    });
    expect(findings[0]?.message).toContain('It is also in p2.');
  });

  it('warns on Meta advanced matching and Google Ads enhanced conversions hashing nothing', () => {
    expect(
      findingsOf({
        url: `https://www.facebook.com/tr/?id=1&ev=Purchase&cd[value]=1&cd[currency]=EUR&ud[em]=${EMPTY_SHA256}`,
      }).map((finding) => finding.fieldPath),
    ).toEqual(['ud[em]']);
    expect(
      findingsOf({
        url: `https://www.googleadservices.com/pagead/conversion/987654321/?label=AbC&em=tv.1~em.${hash('sha256', 'undefined')}`,
      }).map((finding) => finding.received),
    ).toEqual(['eb045d78…, the SHA-256 of "undefined"']);
  });

  it('says nothing of a real hash, nor of an unrecognised request', () => {
    expect(
      findingsOf({ url: `https://www.facebook.com/tr/?id=1&ev=PageView&ud[em]=${REAL_SHA256}` }),
    ).toEqual([]);
    expect(findingsOf({ url: `https://unknown.example/collect?em=${EMPTY_SHA256}` })).toEqual([]);
  });
});
