import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { normalizeAppwriteDate } from './appwrite-date.js';
import { COLLECTIONS } from './collections.js';
import { parseListQueries, parseSelectQueries } from './query-parser.js';
import { readQueryStrings } from './query-strings.js';

const q = (method: string, attribute?: string, values?: unknown[]) =>
  JSON.stringify({
    method,
    ...(attribute === undefined ? {} : { attribute }),
    ...(values ? { values } : {}),
  });
const parse = (...queries: string[]) => parseListQueries(COLLECTIONS.tests, queries);

function errorType(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.type : 'not an AppError';
  }
}

describe('parseListQueries', () => {
  it('defaults to 25 documents from the start, no filter, no order', () => {
    expect(parse()).toEqual({ filters: [], orders: [], limit: 25, offset: 0, cursor: null, select: null });
  });

  it('reads limit, offset, orders, cursors and select', () => {
    const query = parse(
      q('limit', undefined, [1000]),
      q('offset', undefined, [10]),
      q('orderDesc', '$updatedAt'),
      q('orderAsc', 'name'),
      q('cursorAfter', undefined, ['abc']),
      q('select', undefined, ['name', '$id']),
    );
    expect(query).toMatchObject({
      limit: 1000,
      offset: 10,
      orders: [
        { column: { attribute: '$updatedAt', column: 'updated_at' }, direction: 'desc' },
        { column: { attribute: 'name', column: 'name' }, direction: 'asc' },
      ],
      cursor: { direction: 'after', documentId: 'abc' },
      select: ['name', '$id'],
    });
  });

  it('reads every filter method, values bound as given', () => {
    const query = parse(
      q('equal', 'name', ['a', 'b']),
      q('notEqual', 'testType', ['FACEBOOK']),
      q('lessThan', '$createdAt', ['2026-05-01']),
      q('between', '$updatedAt', ['2026-05-01T00:00:00Z', '2026-05-02T00:00:00+02:00']),
      q('isNull', 'description'),
      q('isNotNull', 'requestCategory'),
      q('startsWith', 'name', ["x' or 1=1 --"]),
      q('contains', 'triggers', ['t1']),
      JSON.stringify({ method: 'or', values: [{ method: 'search', attribute: 'name', values: ['pur'] }] }),
    );
    expect(query.filters).toMatchObject([
      { type: 'comparison', method: 'equal', values: ['a', 'b'] },
      { type: 'comparison', method: 'notEqual', values: ['FACEBOOK'] },
      { type: 'comparison', method: 'lessThan', values: ['2026-05-01T00:00:00.000+00:00'] },
      { type: 'between', low: '2026-05-01T00:00:00.000+00:00', high: '2026-05-01T22:00:00.000+00:00' },
      { type: 'null', negated: false },
      { type: 'null', negated: true },
      { type: 'text', method: 'startsWith', values: ["x' or 1=1 --"] },
      { type: 'links', ids: ['t1'], side: { attribute: 'triggers' } },
      { type: 'group', operator: 'or', filters: [{ type: 'text', method: 'search' }] },
    ]);
  });

  it.each([
    ['not JSON', ['{method: equal']],
    ['not an object', ['[1]']],
    ['unknown method', [q('regex', 'name', ['.*'])]],
    ['unknown attribute', [q('equal', 'password_hash', ['x'])]],
    ['column name instead of attribute', [q('equal', 'owner_id', ['x'])]],
    ['SQL as attribute', [q('orderAsc', 'name; drop table tests')]],
    ['JSON attribute filtered', [q('equal', 'metrics', ['[]'])]],
    ['JSON attribute ordered', [q('orderAsc', 'metrics')]],
    ['number value on text', [q('equal', 'name', [1])]],
    ['null value', [q('equal', 'name', [null])]],
    ['no value', [q('equal', 'name', [])]],
    ['two values for lessThan', [q('lessThan', 'name', ['a', 'b'])]],
    ['not a date', [q('greaterThan', '$createdAt', ['yesterday'])]],
    ['text method on a date', [q('startsWith', '$createdAt', ['2026'])]],
    ['limit above 5000', [q('limit', undefined, [5001])]],
    ['negative limit', [q('limit', undefined, [-1])]],
    ['limit as text', [q('limit', undefined, ['10'])]],
    ['offset above the cap', [q('offset', undefined, [5001])]],
    ['two limits', [q('limit', undefined, [1]), q('limit', undefined, [2])]],
    ['two cursors', [q('cursorAfter', undefined, ['a']), q('cursorBefore', undefined, ['b'])]],
    ['empty cursor', [q('cursorAfter', undefined, [''])]],
    ['ordered twice', [q('orderAsc', 'name'), q('orderDesc', 'name')]],
    ['unknown select', [q('select', undefined, ['owner_id'])]],
    ['empty or', [q('or', undefined, [])]],
    ['limit inside or', [JSON.stringify({ method: 'or', values: [{ method: 'limit', values: [1] }] })]],
    [
      'nested too deep',
      [
        JSON.stringify({
          method: 'or',
          values: [
            { method: 'and', values: [{ method: 'or', values: [{ method: 'isNull', attribute: 'name' }] }] },
          ],
        }),
      ],
    ],
    [
      'too many values',
      [
        q(
          'equal',
          'name',
          Array.from({ length: 101 }, (_, index) => `v${index}`),
        ),
      ],
    ],
    ['contains on links with a number', [q('contains', 'triggers', [1])]],
  ])('refuses %s with general_query_invalid', (_case, queries) => {
    expect(errorType(() => parseListQueries(COLLECTIONS.tests, queries))).toBe('general_query_invalid');
  });

  it('knows each collection’s own attributes', () => {
    expect(errorType(() => parseListQueries(COLLECTIONS.triggers, [q('equal', 'testType', ['x'])]))).toBe(
      'general_query_invalid',
    );
    expect(
      parseListQueries(COLLECTIONS.triggers, [q('equal', 'triggerType', ['x'])]).filters[0],
    ).toMatchObject({ column: { column: 'trigger_type' } });
    expect(
      parseListQueries(COLLECTIONS.testsuitesresults, [q('equal', 'jobId', ['j'])]).filters[0],
    ).toMatchObject({ column: { column: 'job_id' } });
  });
});

describe('parseSelectQueries', () => {
  it('reads select and refuses anything else on a single document', () => {
    expect(parseSelectQueries(COLLECTIONS.tests, [])).toBeNull();
    expect(parseSelectQueries(COLLECTIONS.tests, [q('select', undefined, ['*'])])).toEqual(['*']);
    expect(errorType(() => parseSelectQueries(COLLECTIONS.tests, [q('limit', undefined, [1])]))).toBe(
      'general_query_invalid',
    );
  });
});

describe('readQueryStrings', () => {
  it('reads indexed, bracketed and repeated queries, indexed ones in index order', () => {
    expect(readQueryStrings({ 'queries[1]': 'b', 'queries[0]': 'a', 'queries[10]': 'c' })).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(readQueryStrings({ 'queries[]': ['x', 'y'] })).toEqual(['x', 'y']);
    expect(readQueryStrings({ queries: 'z', other: 'ignored' })).toEqual(['z']);
  });

  it('refuses more than 100 queries and a query longer than 4096 characters', () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`queries[${index}]`, '{}']));
    expect(errorType(() => readQueryStrings(many))).toBe('general_query_invalid');
    expect(errorType(() => readQueryStrings({ 'queries[0]': 'x'.repeat(4097) }))).toBe(
      'general_query_invalid',
    );
    expect(readQueryStrings({ 'queries[0]': 'x'.repeat(4096) })).toHaveLength(1);
  });
});

describe('normalizeAppwriteDate', () => {
  it.each([
    ['2026-05-01', '2026-05-01T00:00:00.000+00:00'],
    ['2026-05-01T10:20:30.123+00:00', '2026-05-01T10:20:30.123+00:00'],
    ['2026-05-01T10:20:30Z', '2026-05-01T10:20:30.000+00:00'],
    ['2026-05-01T12:20:30.5+02:00', '2026-05-01T10:20:30.500+00:00'],
    ['2026-05-01T10:20', '2026-05-01T10:20:00.000+00:00'],
  ])('reads %s', (input, expected) => {
    expect(normalizeAppwriteDate(input)).toBe(expected);
  });

  it.each(['yesterday', '2026-13-01', '2026-05-01T25:00', '1714558830', ''])('refuses %j', (input) => {
    expect(normalizeAppwriteDate(input)).toBeNull();
  });
});
