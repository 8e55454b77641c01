import { describe, expect, it } from 'vitest';
import { validate } from '../validation/validate.js';
import type { ValidationData } from '../validation/types.js';
import { diffFails, diffValidations } from './diff-sessions.js';
import type { DiffChange } from './types.js';

const PAGE = 'https://shop.example.com/cart?gclid=abc';

function ga4(event: string, extra: string, random = '1'): string {
  return (
    `https://www.google-analytics.com/g/collect?v=2&tid=G-XK2R4E1PZQ&_p=17319${random}&cid=555.${random}` +
    `&sid=17319${random}&_s=${random}&dl=https%3A%2F%2Fshop.example.com%2Fcart&en=${event}${extra}`
  );
}

function validated(urls: string[], options: { tests?: unknown[]; page?: string } = {}): ValidationData {
  const response = validate({
    requests: urls.map((url, index) => ({ url, requestId: `r${index + 1}`, tabUrl: options.page ?? PAGE })),
    tests: options.tests ?? [],
  });
  if (!response.data) throw new Error(response.error ?? 'no data');
  return response.data;
}

const changesOf = (diff: ReturnType<typeof diffValidations>): DiffChange[] =>
  diff.groups.flatMap((group) => group.changes);

describe('diffValidations', () => {
  const baselineUrls = [
    ga4('page_view', '&dt=Cart'),
    ga4('add_to_cart', '&cu=EUR&epn.value=59.8'),
    ga4('add_to_cart', '&cu=EUR&epn.value=10'),
  ];

  it('finds nothing between a session and itself, nor with only volatile values changed', () => {
    const baseline = validated(baselineUrls);
    expect(diffValidations(baseline, baseline).counts).toEqual({ regression: 0, change: 0, improvement: 0 });
    const rerun = validated([
      ga4('add_to_cart', '&cu=EUR&epn.value=10', '7'),
      ga4('page_view', '&dt=Cart', '8'),
      ga4('add_to_cart', '&cu=EUR&epn.value=59.8', '9'),
    ]);
    const diff = diffValidations(baseline, rerun);
    expect(changesOf(diff)).toEqual([]);
    expect(diff.events).toEqual({ baseline: 3, current: 3 });
    expect(diff.groups.map((group) => group.key)).toEqual(['https://shop.example.com/cart']);
  });

  it("leaves out what another site's frame sent: another ad in the slot is no regression", () => {
    const conversion = (account: string) =>
      `https://www.googleadservices.com/pagead/conversion/${account}/?label=x&random=1`;
    const withAd = (account: string) => {
      const response = validate({
        requests: [
          { url: ga4('page_view', '&dt=Cart'), requestId: 'r1', tabUrl: PAGE },
          {
            url: conversion(account),
            requestId: 'r2',
            tabUrl: PAGE,
            frameUrl: 'https://ads01.groovinads.com/',
          },
        ],
      });
      if (!response.data) throw new Error(response.error ?? 'no data');
      return response.data;
    };
    const diff = diffValidations(withAd('10844377008'), withAd('744879259'));
    expect(changesOf(diff)).toEqual([]);
    expect(diff.events).toEqual({ baseline: 1, current: 1 });
  });

  it('counts tracking events, not the page navigations it compares', () => {
    const response = validate({
      requests: [
        { url: 'https://shop.example.com/cart', type: 'navigation', requestId: 'n1' },
        { url: ga4('page_view', '&dt=Cart'), requestId: 'r1', tabUrl: PAGE },
      ],
    });
    if (!response.data) throw new Error(response.error ?? 'no data');
    expect(diffValidations(response.data, response.data).events).toEqual({ baseline: 1, current: 1 });
  });

  it('names a vanished event and a vanished parameter as regressions, on the send they concern', () => {
    const diff = diffValidations(
      validated(baselineUrls),
      validated([ga4('page_view', '&dt=Cart'), ga4('add_to_cart', '&epn.value=10')]),
    );
    const changes = changesOf(diff);
    const vanished = changes.find((change) => change.kind === 'event_vanished');
    expect(vanished).toMatchObject({
      severity: 'regression',
      event: { vendor: 'GOOGLEANALYTICS4', accountID: 'G-XK2R4E1PZQ', eventName: 'add_to_cart' },
      before: '2',
      after: '1',
      requestIds: { baseline: ['r2'], current: [] },
    });
    // The send with value 10 was kept; it lost its currency.
    expect(changes.find((change) => change.kind === 'parameter_vanished')).toMatchObject({
      severity: 'regression',
      subject: 'cu',
      before: 'EUR',
      requestIds: { baseline: ['r3'], current: ['r2'] },
    });
    // Sent without its currency, the value now gets an error too: a new finding, also a regression.
    expect(changes.filter((change) => change.severity === 'regression').map((change) => change.kind)).toEqual(
      expect.arrayContaining(['event_vanished', 'parameter_vanished', 'finding_new']),
    );
    expect(diffFails(diff, 'regression')).toBe(true);
    expect(diffFails(diff, 'never')).toBe(false);
  });

  it('tells new events and changed values as changes, not regressions', () => {
    const diff = diffValidations(
      validated([ga4('page_view', '&dt=Cart')]),
      validated([ga4('page_view', '&dt=Basket'), ga4('select_content', '&ep.content_type=banner')]),
    );
    expect(
      changesOf(diff).map((change) => [
        change.kind,
        change.severity,
        change.subject,
        change.before,
        change.after,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['parameter_changed', 'change', 'dt', 'Cart', 'Basket'],
        ['event_appeared', 'change', null, '0', '1'],
      ]),
    );
    expect(diffFails(diff, 'regression')).toBe(false);
    expect(diffFails(diff, 'change')).toBe(true);
  });

  it('merges the same parameter change of repeated sends into one change with its occurrences', () => {
    const diff = diffValidations(
      validated([ga4('scroll', '&epn.percent=90'), ga4('scroll', '&epn.percent=90')]),
      validated([ga4('scroll', ''), ga4('scroll', '')]),
    );
    expect(changesOf(diff)).toHaveLength(1);
    expect(changesOf(diff)[0]).toMatchObject({
      kind: 'parameter_vanished',
      subject: 'epn.percent',
      occurrences: 2,
    });
    expect(changesOf(diff)[0]?.message).toContain('epn.percent');
  });

  it('reports new errors as regressions and fixed ones as improvements', () => {
    const broken = validated([ga4('purchase', '&epn.value=abc')]);
    const fixed = validated([ga4('purchase', '&epn.value=12&cu=EUR')]);
    const newFindings = changesOf(diffValidations(fixed, broken)).filter(
      (change) => change.kind === 'finding_new',
    );
    expect(newFindings.length).toBeGreaterThan(0);
    expect(newFindings.some((change) => change.severity === 'regression')).toBe(true);
    const fixedFindings = changesOf(diffValidations(broken, fixed)).filter(
      (change) => change.kind === 'finding_fixed',
    );
    expect(fixedFindings.length).toBeGreaterThan(0);
    expect(fixedFindings.every((change) => change.severity === 'improvement')).toBe(true);
  });

  it('reports a custom test that newly fails, and one that passes again', () => {
    const tests = [
      {
        $id: 't1',
        name: 'Currency is EUR',
        testType: 'GOOGLEANALYTICS4',
        metrics: [{ metric: 'cu', comparison: 'equals', value: 'EUR' }],
      },
    ];
    const passing = validated([ga4('purchase', '&cu=EUR')], { tests });
    const failing = validated([ga4('purchase', '&cu=USD')], { tests });
    expect(passing.validatedRequests[0]?.validation.customValidationResults[0]?.passed).toBe(true);
    const worse = changesOf(diffValidations(passing, failing)).find(
      (change) => change.kind === 'test_failing',
    );
    expect(worse).toMatchObject({ severity: 'regression', subject: 't1', label: 'Currency is EUR' });
    const better = changesOf(diffValidations(failing, passing)).find(
      (change) => change.kind === 'test_passing',
    );
    expect(better).toMatchObject({ severity: 'improvement', subject: 't1' });
  });

  it('reports a consent change of the page', () => {
    const granted = validated([ga4('page_view', '&gcs=G111')]);
    const denied = validated([ga4('page_view', '&gcs=G100')]);
    const consent = changesOf(diffValidations(granted, denied)).filter(
      (change) => change.kind === 'consent_changed',
    );
    expect(consent.map((change) => [change.subject, change.before, change.after])).toEqual(
      expect.arrayContaining([['ad_storage', 'granted', 'denied']]),
    );
  });

  it('ignores the parameters the caller names, and compares volatile ones when asked', () => {
    const a = validated([ga4('page_view', '&ep.build=1')]);
    const b = validated([ga4('page_view', '&ep.build=2', '5')]);
    expect(changesOf(diffValidations(a, b, { ignoreParameters: ['ep.build'] }))).toEqual([]);
    const all = changesOf(diffValidations(a, b, { includeVolatile: true })).map((change) => change.subject);
    expect(all).toEqual(expect.arrayContaining(['ep.build', 'cid', '_s']));
  });
  it('pairs hundreds of sends of one event by their values, whatever the order', () => {
    const urls = Array.from({ length: 300 }, (_, index) =>
      ga4('scroll', `&epn.percent=${index}`, String(index)),
    );
    const diff = diffValidations(validated(urls), validated([...urls].reverse().slice(1)));
    expect(changesOf(diff).map((change) => [change.kind, change.occurrences])).toEqual([
      ['event_vanished', 1],
    ]);
  });
});
