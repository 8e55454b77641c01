import { describe, expect, it } from 'vitest';
import { readConditions, type MetricRole } from './metrics.js';

const rows = [
  {
    name: 'en',
    value: 'add_to_cart',
    expectedValue: 'add_to_cart',
    comparison: 'equals',
    isSelected: false,
    isTrigger: true,
  },
  { name: 'cu', value: '', comparison: 'exists', isSelected: true, isTrigger: false },
  { name: 'ep.coupon', value: '', comparison: 'notExists', isSelected: true, isTrigger: false },
];

describe('readConditions', () => {
  it.each<[string, unknown, MetricRole, Array<[string, string, string]>, string[]]>([
    [
      'saved metrics as JSON text',
      '[{"metric":"en","comparison":"equals","value":"add_to_cart"}]',
      'test',
      [['en', 'equals', 'add_to_cart']],
      [],
    ],
    [
      'saved metrics as an array',
      [{ metric: 'cu', comparison: 'exists', value: '' }],
      'trigger',
      [['cu', 'exists', '']],
      [],
    ],
    [
      'a test uses its selected rows',
      rows,
      'test',
      [
        ['cu', 'exists', ''],
        ['ep.coupon', 'notExists', ''],
      ],
      [],
    ],
    ['a trigger uses its trigger rows', rows, 'trigger', [['en', 'equals', 'add_to_cart']], []],
    [
      'rows without flags are all used',
      [
        { metric: 'en', comparison: 'exists' },
        { metric: 'cu', comparison: 'exists' },
      ],
      'test',
      [
        ['en', 'exists', ''],
        ['cu', 'exists', ''],
      ],
      [],
    ],
    [
      'a JSON value is kept in canonical form',
      [{ metric: 'cd[contents]', comparison: 'equals', value: '[{"quantity":1, "id":"A"}]' }],
      'test',
      [['cd[contents]', 'equals', '[{"id":"A","quantity":1}]']],
      [],
    ],
    [
      'an object value is written canonically',
      [{ metric: 'x', comparison: 'equals', value: { b: 2, a: [1] } }],
      'test',
      [['x', 'equals', '{"a":[1],"b":2}']],
      [],
    ],
    [
      'a number value is its text',
      [{ metric: 'epn.value', comparison: 'equals', value: 10 }],
      'test',
      [['epn.value', 'equals', '10']],
      [],
    ],
    [
      'comparisons are read leniently',
      [
        { metric: 'a', comparison: 'NotExists' },
        { metric: 'b', comparison: 'EQUALS', value: '1' },
      ],
      'test',
      [
        ['a', 'notExists', ''],
        ['b', 'equals', '1'],
      ],
      [],
    ],
    [
      'no comparison: equals with a value, else exists',
      [{ metric: 'a', value: '1' }, { metric: 'b' }],
      'test',
      [
        ['a', 'equals', '1'],
        ['b', 'exists', ''],
      ],
      [],
    ],
    [
      'unparseable text gives no condition and a finding',
      '[{"metric": ',
      'test',
      [],
      ['METRICS_UNPARSEABLE'],
    ],
    ['a JSON object is not a list', '{"metric":"en"}', 'test', [], ['METRICS_UNPARSEABLE']],
    ['a number is not a list', 42, 'trigger', [], ['METRICS_UNPARSEABLE']],
    ['absent and blank metrics are empty', '  ', 'test', [], []],
    [
      'rows without a name or with an unknown comparison are skipped',
      [{ comparison: 'exists' }, { metric: 'en', comparison: 'contains', value: 'a' }, 'junk', null],
      'test',
      [],
      ['METRIC_INVALID', 'METRIC_INVALID'],
    ],
    [
      'children rows are read too',
      [
        {
          name: 'pr1',
          comparison: 'exists',
          children: [{ name: 'pr1.id', comparison: 'equals', value: 'SKU1' }],
        },
      ],
      'test',
      [
        ['pr1', 'exists', ''],
        ['pr1.id', 'equals', 'SKU1'],
      ],
      [],
    ],
  ])('%s', (_, metrics, role, expected, codes) => {
    const { conditions, findings } = readConditions(metrics, role);
    expect(
      conditions.map((condition) => [condition.metric, condition.comparison, condition.expected]),
    ).toEqual(expected);
    expect(findings.map((finding) => finding.code)).toEqual(codes);
  });
});

describe('readConditions on metrics nested too deep', () => {
  const nested = (levels: number, inner: unknown = []): unknown => {
    let value = inner;
    for (let level = 1; level < levels; level++) value = [value];
    return value;
  };

  it.each([
    ['a list nested 100,000 levels', nested(100_000)],
    ['its JSON text', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
    ['megabytes of it, not parsed', `${'['.repeat(2_000_000)}${']'.repeat(2_000_000)}`],
    ['a row whose value nests 10,000 levels', [{ metric: 'cu', value: nested(10_000) }]],
  ])('reports %s as METRICS_UNPARSEABLE instead of reading it', (_case, metrics) => {
    const { conditions, findings } = readConditions(metrics, 'test');
    expect(conditions).toEqual([]);
    expect(findings.map((finding) => finding.code)).toEqual(['METRICS_UNPARSEABLE']);
  });

  it('still reads metrics of ordinary depth', () => {
    const metrics = [{ metric: 'items', value: nested(10, { id: 'x' }) }];
    expect(readConditions(metrics, 'test').findings).toEqual([]);
  });
});
