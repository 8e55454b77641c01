import { describe, expect, it } from 'vitest';
import { metricCategory, metricCategoryLabel } from './metric-category';
import {
  createMetricRow,
  editMetricValue,
  metricsFor,
  parseMetricValue,
  parseSavedMetrics,
  serializeMetrics,
  toSavedMetric,
} from './metrics';

describe('metric values', () => {
  it.each<[string, unknown]>([
    ['{"a":1}', { a: 1 }],
    ['[1,"x"]', [1, 'x']],
    ['  [ ]', []],
    ['{not json', '{not json'],
    ['[broken', '[broken'],
    ['plain text', 'plain text'],
    ['10', '10'],
    ['', ''],
  ])('parses %j', (text, expected) => {
    expect(parseMetricValue(text)).toEqual(expected);
  });

  it('editing a value parses JSON, keeps the typed text and marks a request metric as edited', () => {
    const row = createMetricRow({ name: 'cd[contents]', value: 'x', vendor: 'FACEBOOK' });
    expect(row.category).toBe('e_commerce');
    const edited = editMetricValue(row, '[{"id":"A"}]');
    expect(edited.value).toEqual([{ id: 'A' }]);
    expect(edited.expectedValue).toBe('[{"id":"A"}]');
    expect(edited.isRealObject).toBe(true);
    expect(edited.category).toBe('edited');
    const custom = editMetricValue(createMetricRow({ name: 'x', isCustom: true }), 'y');
    expect(custom.category).toBe('custom');
  });
});

describe('metric categories', () => {
  it.each<[string, string | null, string]>([
    ['en', 'GOOGLEANALYTICS4', 'most_used'],
    ['cu', 'GOOGLEANALYTICS4', 'e_commerce'],
    ['pr1.id', 'GOOGLEANALYTICS4', 'e_commerce'],
    ['pr12', 'GOOGLEANALYTICS4', 'e_commerce'],
    ['ep.currency', 'GOOGLEANALYTICS4', 'e_commerce'],
    ['ep.form_id', 'GOOGLEANALYTICS4', 'custom'],
    ['epn.score', 'GOOGLEANALYTICS4', 'custom'],
    ['up.plan', 'GOOGLEANALYTICS4', 'user'],
    ['cid', 'GOOGLEANALYTICS4', 'user'],
    ['gcs', 'GOOGLEANALYTICS4', 'consent_mode'],
    ['_p', 'GOOGLEANALYTICS4', 'globalMetrics'],
    ['cd[value]', 'FACEBOOK', 'e_commerce'],
    ['cd[brand]', 'FACEBOOK', 'custom'],
    ['ud[em]', 'FACEBOOK', 'user'],
    ['ev', 'FACEBOOK', 'most_used'],
    ['xdm.web.webPageDetails.name', 'ADOBEWEBSDK', 'xdm'],
    ['events[0]', 'ADOBEWEBSDK', 'events'],
    ['properties.currency', 'TIKTOK', 'e_commerce'],
    ['gdpr', 'TIKTOK', 'consent_mode'],
    ['foo', null, 'other'],
    ['en', null, 'other'],
  ])('%s (%s) is %s', (name, vendor, category) => {
    expect(metricCategory(name, vendor)).toBe(category);
  });

  it('has readable labels, prefixes shown as they are', () => {
    expect(metricCategoryLabel('e_commerce')).toBe('E-commerce');
    expect(metricCategoryLabel('globalMetrics')).toBe('Global Metrics');
    expect(metricCategoryLabel('xdm')).toBe('xdm');
  });
});

describe('saved metrics', () => {
  it('reads JSON text: test rows selected, names, comparisons and JSON values', () => {
    const rows = parseSavedMetrics(
      JSON.stringify([
        { metric: 'en', comparison: 'equals', value: 'purchase' },
        { metric: 'cu', comparison: 'exists', value: '' },
        { metric: 'cd[contents]', comparison: 'equals', value: '[{"id":"A"}]' },
      ]),
      'test',
      'GOOGLEANALYTICS4',
    );
    expect(
      rows.map((row) => [row.name, row.comparison, row.expectedValue, row.isSelected, row.isTrigger]),
    ).toEqual([
      ['en', 'equals', 'purchase', true, false],
      ['cu', 'exists', '', true, false],
      ['cd[contents]', 'equals', '[{"id":"A"}]', true, false],
    ]);
    expect(rows[2]?.value).toEqual([{ id: 'A' }]);
    expect(rows[2]?.isRealObject).toBe(true);
    expect(rows[0]?.category).toBe('most_used');
  });

  it('reads an array and marks a trigger’s rows as trigger', () => {
    const rows = parseSavedMetrics([{ metric: 'en', comparison: 'equals', value: 'x' }], 'trigger');
    expect(rows[0]?.isTrigger).toBe(true);
    expect(rows[0]?.isSelected).toBe(false);
  });

  it.each<[string, unknown]>([
    ['broken JSON', '[{"metric": '],
    ['a JSON object', '{"metric":"en"}'],
    ['a number', 42],
    ['blank text', '  '],
    ['null', null],
  ])('unparseable metrics (%s) give an empty list', (_, metrics) => {
    expect(parseSavedMetrics(metrics, 'test')).toEqual([]);
  });

  it('skips entries without a name', () => {
    expect(parseSavedMetrics([{ comparison: 'exists' }, 'junk', null, { metric: 'a' }], 'test')).toHaveLength(
      1,
    );
  });

  it('writes {metric, comparison, value}: empty for exists/notExists, JSON for objects', () => {
    const equals = createMetricRow({ name: 'en', value: 'purchase' });
    const exists = { ...createMetricRow({ name: 'cu', value: 'EUR' }), comparison: 'exists' as const };
    const object = createMetricRow({ name: 'items', value: { b: 1 } });
    expect(toSavedMetric(equals)).toEqual({ metric: 'en', comparison: 'equals', value: 'purchase' });
    expect(toSavedMetric(exists)).toEqual({ metric: 'cu', comparison: 'exists', value: '' });
    expect(toSavedMetric(object)).toEqual({ metric: 'items', comparison: 'equals', value: '{"b":1}' });
    expect(JSON.parse(serializeMetrics([equals, exists]))).toHaveLength(2);
  });

  it('round-trips through parse and serialize', () => {
    const text = JSON.stringify([
      { metric: 'en', comparison: 'equals', value: 'a' },
      { metric: 'x', comparison: 'notExists', value: '' },
    ]);
    expect(JSON.parse(serializeMetrics(parseSavedMetrics(text, 'test')))).toEqual(JSON.parse(text));
  });

  it('a request-built entity uses selected rows for the test and trigger rows for the trigger', () => {
    const rows = [
      { ...createMetricRow({ name: 'a' }), isSelected: true },
      { ...createMetricRow({ name: 'b' }), isTrigger: true },
      createMetricRow({ name: 'c' }),
    ];
    expect(metricsFor(rows, 'test', true).map((row) => row.name)).toEqual(['a']);
    expect(metricsFor(rows, 'trigger', true).map((row) => row.name)).toEqual(['b']);
    expect(metricsFor(rows, 'test', false)).toHaveLength(3);
  });
});
