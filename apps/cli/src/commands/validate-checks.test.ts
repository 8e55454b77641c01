import { describe, expect, it } from 'vitest';
import { ValidationResponseSchema } from '@tagproof/contracts';
import { runCli } from '../main.js';
import { memoryIo } from '../testing/memory-io.js';

/** The checks file of the README: a trigger on add_to_cart running a currency test. */
const CHECKS = JSON.stringify({
  triggers: [
    {
      $id: 'add-to-cart',
      name: 'GA4 add_to_cart',
      triggerType: 'GOOGLEANALYTICS4',
      metrics: [{ metric: 'en', comparison: 'equals', value: 'add_to_cart' }],
      tests: ['has-currency'],
    },
  ],
  tests: [
    {
      $id: 'has-currency',
      name: 'add_to_cart has a currency',
      testType: 'GOOGLEANALYTICS4',
      metrics: [{ metric: 'cu', comparison: 'exists', value: '' }],
    },
  ],
});

const HIT =
  'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&dl=https%3A%2F%2Fshop.example.com%2F';
const WITH_CURRENCY = `${HIT}&en=add_to_cart&pr1=idA~nmShirt~pr10~qt1&cu=EUR&epn.value=10`;
const WITHOUT_CURRENCY = `${HIT}&en=add_to_cart&pr1=idA~nmShirt~pr10~qt1`;
const PAGE_VIEW = `${HIT}&en=page_view`;

async function run(urls: string[], extra: string[] = []) {
  const io = memoryIo({ 'urls.txt': urls.join('\n'), 'checks.json': CHECKS });
  const code = await runCli(
    ['validate', 'urls.txt', '--checks', 'checks.json', '--fail-on', 'error', ...extra],
    io,
  );
  return { code, out: io.out() };
}

describe('tagproof validate --checks', () => {
  it('passes when the triggered test passes', async () => {
    expect((await run([WITH_CURRENCY, PAGE_VIEW])).code).toBe(0);
  });

  it('fails the build when the triggered test fails, and says which', async () => {
    const { code, out } = await run([WITHOUT_CURRENCY]);
    expect(code).toBe(1);
    expect(out).toContain('custom test "add_to_cart has a currency" failed');
  });

  it('runs the test only where its trigger fired', async () => {
    const { out } = await run([WITH_CURRENCY, WITHOUT_CURRENCY, PAGE_VIEW], ['--json']);
    const results = ValidationResponseSchema.parse(JSON.parse(out)).data?.validatedRequests.map((request) =>
      request.validation.customValidationResults.map((result) => result.passed),
    );
    expect(results).toEqual([[true], [false], []]);
  });
});
