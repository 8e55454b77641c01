import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppError } from '../../errors.js';
import { openDocumentsFixture, type DocumentsFixture } from '../../testing/documents-fixture.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import type { CurrentUser } from '../account/current-user.js';
import { COLLECTIONS } from './collections.js';

const { tests } = COLLECTIONS;
const q = (method: string, attribute?: string, values?: unknown[]) =>
  JSON.stringify({
    method,
    ...(attribute === undefined ? {} : { attribute }),
    ...(values ? { values } : {}),
  });

/** Seeded tests: id, name, description, testType; created one second apart from 2026-05-01T10:00:00Z. */
const SEED: Array<[string, string, string | null, string | null]> = [
  ['t01', 'Purchase EUR', 'checks the currency', 'GOOGLEANALYTICS4'],
  ['t02', 'purchase value', null, 'GOOGLEANALYTICS4'],
  ['t03', 'Add to cart', 'cart events', 'FACEBOOK'],
  ['t04', 'Page view', null, null],
  ['t05', "O'Brien's test", 'quote \' " ; -- and %_ wildcards', 'FACEBOOK'],
  ['t06', 'Purchase EUR', 'duplicate name', 'TIKTOK'],
  ['t07', 'Ünïcode ✓ test', 'emoji 🎉 inside', 'GOOGLEANALYTICS4'],
  ['t08', 'ZED', 'upper', 'BING'],
  ['t09', 'alpha', 'lower', 'BING'],
  ['t10', '100% match', 'percent_name', null],
];
const START = Date.parse('2026-05-01T10:00:00.000Z');

describe.each(STORAGE_ENGINES)('list queries on $name', (engine) => {
  let fixture: DocumentsFixture;
  let alice: CurrentUser;
  let clock = START;

  beforeAll(async () => {
    if (!engine.available) return;
    fixture = await openDocumentsFixture(engine, { now: () => clock });
    alice = await fixture.createUser();
    const bob = await fixture.createUser();
    for (const [id, name, description, testType] of SEED) {
      await fixture.service.create(alice, tests, { documentId: id, data: { name, description, testType } });
      clock += 1000;
    }
    // Another user's documents, with matching names: never in Alice's answers.
    await fixture.service.create(bob, tests, { documentId: 't01', data: { name: 'Purchase EUR' } });
    await fixture.service.create(bob, tests, { documentId: 'bob-only', data: { name: 'alpha' } });
  });

  afterAll(async () => {
    await fixture?.close();
  });

  const ids = async (...queries: string[]) =>
    (await fixture.service.list(alice, tests, queries)).documents.map((document) => document.$id);

  it.runIf(engine.available)('lists only the caller’s documents, oldest first, with the total', async () => {
    const all = await fixture.service.list(alice, tests, []);
    expect(all.total).toBe(SEED.length);
    expect(all.documents.map((document) => document.$id)).toEqual(SEED.map(([id]) => id));
  });

  it.runIf(engine.available)('filters with equal (values OR-ed), notEqual and comparisons', async () => {
    expect(await ids(q('equal', 'name', ['Purchase EUR', 'alpha']))).toEqual(['t01', 't06', 't09']);
    expect(await ids(q('equal', '$id', ['t03']))).toEqual(['t03']);
    expect(await ids(q('notEqual', 'testType', ['GOOGLEANALYTICS4']))).toEqual([
      't03',
      't05',
      't06',
      't08',
      't09',
    ]);
    expect(await ids(q('lessThan', 'name', ['B']))).toEqual(['t03', 't10']);
    expect(await ids(q('lessThanEqual', '$id', ['t02']))).toEqual(['t01', 't02']);
    expect(await ids(q('greaterThan', 'name', ['Z']))).toEqual(['t02', 't07', 't08', 't09']);
    expect(await ids(q('greaterThanEqual', '$createdAt', ['2026-05-01T10:00:08Z']))).toEqual(['t09', 't10']);
    expect(
      await ids(q('between', '$createdAt', ['2026-05-01T10:00:01Z', '2026-05-01T10:00:02.000+00:00'])),
    ).toEqual(['t02', 't03']);
  });

  it.runIf(engine.available)('filters on null, and on text case-sensitively except search', async () => {
    expect(await ids(q('isNull', 'description'))).toEqual(['t02', 't04']);
    expect(await ids(q('isNotNull', 'testType'), q('isNull', 'description'))).toEqual(['t02']);
    expect(await ids(q('startsWith', 'name', ['Purchase']))).toEqual(['t01', 't06']);
    expect(await ids(q('endsWith', 'name', ['test']))).toEqual(['t05', 't07']);
    expect(await ids(q('contains', 'description', ['cart', 'upper']))).toEqual(['t03', 't08']);
    expect(await ids(q('search', 'name', ['PURCHASE eur']))).toEqual(['t01', 't06']);
    expect(await ids(q('search', 'name', ['purchase']))).toEqual(['t01', 't02', 't06']);
  });

  it.runIf(engine.available)('treats quotes, SQL and LIKE wildcards in values as plain text', async () => {
    expect(await ids(q('equal', 'name', ["O'Brien's test"]))).toEqual(['t05']);
    expect(await ids(q('equal', 'name', ["' or '1'='1"]))).toEqual([]);
    expect(await ids(q('contains', 'description', ['%_']))).toEqual(['t05']);
    expect(await ids(q('contains', 'description', ['\' " ; --']))).toEqual(['t05']);
    expect(await ids(q('startsWith', 'name', ['100%']))).toEqual(['t10']);
    expect(await ids(q('startsWith', 'name', ['%']))).toEqual([]);
    expect(await ids(q('endsWith', 'description', ['_name']))).toEqual(['t10']);
    expect(await ids(q('contains', 'name', ['✓']), q('contains', 'description', ['🎉']))).toEqual(['t07']);
    expect(await ids(q('endsWith', 'name', ['✓ test']))).toEqual(['t07']);
    // The tables are still there.
    expect((await fixture.service.list(alice, tests, [])).total).toBe(SEED.length);
  });

  it.runIf(engine.available)('combines filters with or and and', async () => {
    const query = JSON.stringify({
      method: 'or',
      values: [
        { method: 'equal', attribute: 'testType', values: ['BING'] },
        {
          method: 'and',
          values: [
            { method: 'startsWith', attribute: 'name', values: ['Purchase'] },
            { method: 'equal', attribute: 'testType', values: ['TIKTOK'] },
          ],
        },
      ],
    });
    expect(await ids(query)).toEqual(['t06', 't08', 't09']);
  });

  it.runIf(engine.available)(
    'orders by code point with nulls first ascending and last descending',
    async () => {
      expect(await ids(q('orderAsc', 'name'), q('limit', undefined, [4]))).toEqual([
        't10',
        't03',
        't05',
        't04',
      ]);
      expect(await ids(q('orderAsc', 'testType'), q('limit', undefined, [3]))).toEqual(['t04', 't10', 't08']);
      const descending = await ids(q('orderDesc', 'testType'));
      expect(descending.slice(-2)).toEqual(['t10', 't04']);
      expect(descending[0]).toBe('t06');
      expect(await ids(q('orderDesc', '$createdAt'), q('limit', undefined, [2]))).toEqual(['t10', 't09']);
    },
  );

  it.runIf(engine.available)('pages with limit and offset; total counts every match', async () => {
    const page = await fixture.service.list(alice, tests, [
      q('orderAsc', '$id'),
      q('limit', undefined, [3]),
      q('offset', undefined, [3]),
    ]);
    expect(page.total).toBe(SEED.length);
    expect(page.documents.map((document) => document.$id)).toEqual(['t04', 't05', 't06']);
    const none = await fixture.service.list(alice, tests, [q('limit', undefined, [0])]);
    expect(none).toEqual({ total: SEED.length, documents: [] });
  });

  it.runIf(engine.available)(
    'walks every page with cursorAfter and back with cursorBefore, ties and nulls included',
    async () => {
      for (const order of [
        [q('orderAsc', 'name')],
        [q('orderDesc', 'name')],
        [q('orderAsc', 'description')],
        [q('orderDesc', 'testType'), q('orderAsc', 'name')],
        [],
      ]) {
        const expected = await ids(...order, q('limit', undefined, [100]));
        const forward: string[] = [];
        let cursor: string | undefined;
        for (;;) {
          const page = await ids(
            ...order,
            q('limit', undefined, [3]),
            ...(cursor ? [q('cursorAfter', undefined, [cursor])] : []),
          );
          if (page.length === 0) break;
          forward.push(...page);
          cursor = page[page.length - 1];
        }
        expect(forward).toEqual(expected);

        const backward: string[] = [];
        cursor = expected[expected.length - 1];
        backward.unshift(cursor ?? '');
        for (;;) {
          const page = await ids(
            ...order,
            q('limit', undefined, [4]),
            q('cursorBefore', undefined, [cursor ?? '']),
          );
          if (page.length === 0) break;
          backward.unshift(...page);
          cursor = page[0];
        }
        expect(backward).toEqual(expected);
      }
    },
  );

  it.runIf(engine.available)('returns the selected attributes and every system attribute', async () => {
    const [document] = (
      await fixture.service.list(alice, tests, [q('select', undefined, ['name']), q('limit', undefined, [1])])
    ).documents;
    expect(Object.keys(document ?? {}).sort()).toEqual(
      ['$collectionId', '$createdAt', '$databaseId', '$id', '$permissions', '$updatedAt', 'name'].sort(),
    );
  });

  it.runIf(engine.available)(
    "answers general_cursor_not_found for a missing or someone else's cursor",
    async () => {
      for (const cursor of ['missing', 'bob-only']) {
        const error = await fixture.service
          .list(alice, tests, [q('cursorAfter', undefined, [cursor])])
          .catch((reason: unknown) => reason);
        expect((error as AppError).type).toBe('general_cursor_not_found');
      }
    },
  );
});
