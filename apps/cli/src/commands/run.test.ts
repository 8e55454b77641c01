import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AutomationJobResultSchema,
  ValidationReportSchema,
  ValidationResponseSchema,
} from '@tagproof/contracts';
import { runCli } from '../main.js';
import { memoryIo } from '../testing/memory-io.js';

/** A one-page shop: a page_view on load, add_to_cart (in EUR) when "Add to cart" is clicked. */
const PAGE = `<!doctype html><html><head><title>Shop</title><script>
  const hit = (params) => fetch('/g/collect?' + new URLSearchParams({ v: '2', tid: 'G-CLI12345', cid: '1.2', dl: location.href, ...params }));
  hit({ en: 'page_view' });
  fetch('/acme/e?ev=product_seen&acc=ACME-7');
</script></head><body>
  <button onclick="hit({ en: 'add_to_cart', cu: 'EUR', 'epn.value': '25', pr1: 'idSKU-1~nmShirt~pr25~qt1' })">Add to cart</button>
</body></html>`;

/**
 * A `tagproof run --json` output, parsed with the contracts' schemas: the run's status (that of an
 * automation job), its validation report and the validation of its requests.
 */
const RunOutputSchema = AutomationJobResultSchema.pick({ status: true }).extend({
  report: ValidationReportSchema,
  validation: ValidationResponseSchema,
});

/** Real Chromium runs: generous timeouts for a loaded 2-core CI machine. */
describe('tagproof run', { timeout: 120_000 }, () => {
  let site: Server;
  let origin: string;
  let root: string;
  /** The site's next version: add_to_cart sent without its currency. */
  let withoutCurrency = false;

  beforeAll(async () => {
    site = createServer((request, response) => {
      if (request.url?.startsWith('/g/collect') || request.url?.startsWith('/acme/'))
        response.writeHead(204).end();
      else
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(withoutCurrency ? PAGE.replace("cu: 'EUR', ", '') : PAGE);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    root = mkdtempSync(join(tmpdir(), 'tagproof-cli-run-'));
  });

  afterAll(async () => {
    rmSync(root, { recursive: true, force: true });
    await new Promise<void>((resolve) => site.close(() => resolve()));
  });

  const recording = (clickSelector = 'aria/Add to cart') =>
    JSON.stringify({
      title: 'Add to cart',
      steps: [
        { type: 'navigate', url: 'https://www.example.com/product' },
        { type: 'click', selectors: [[clickSelector]], offsetX: 5, offsetY: 5 },
      ],
    });
  /** A test of the currency, run when the add_to_cart trigger fires. */
  const checks = (currency: string) =>
    JSON.stringify({
      tests: [
        {
          $id: 'euros',
          name: 'Cart in euros',
          testType: 'GOOGLEANALYTICS4',
          logicalOperator: 'AND',
          metrics: [{ metric: 'cu', comparison: 'equals', value: currency }],
          triggers: ['cart'],
        },
      ],
      triggers: [
        {
          $id: 'cart',
          name: 'Add to cart',
          triggerType: 'GOOGLEANALYTICS4',
          logicalOperator: 'AND',
          metrics: [{ metric: 'en', comparison: 'equals', value: 'add_to_cart' }],
          tests: ['euros'],
        },
      ],
    });

  async function run(args: string[], files: Record<string, string>) {
    const io = memoryIo(files);
    io.env = { LOG_LEVEL: 'silent' };
    const code = await runCli(['run', ...args], io);
    return { code, out: io.out(), err: io.err() };
  }

  it('exits 0 when the journey passes its checks, 1 when a check fails, and reports per action', async () => {
    const screenshots = join(root, 'shots');
    const passed = await run(
      [
        'journey.json',
        '--url',
        `${origin}/`,
        '--checks',
        'checks.json',
        '--allow-private-targets',
        '--json',
        '--screenshots',
        screenshots,
      ],
      { 'journey.json': recording(), 'checks.json': checks('EUR') },
    );
    expect(passed.code).toBe(0);
    const output = RunOutputSchema.parse(JSON.parse(passed.out));
    expect(output.status).toBe('completed');
    const actions = output.report.AllRequestsAllActionsAllTestResults.validationResults;
    expect(actions.action_2?.requests.map((request) => request.originalRequest.eventName)).toContain(
      'add_to_cart',
    );
    expect(actions.action_1?.requests.map((request) => request.originalRequest.eventName)).not.toContain(
      'add_to_cart',
    );
    expect(readdirSync(screenshots).sort()).toEqual(['action-01.jpg', 'action-02.jpg']);

    const failed = await run(
      ['journey.json', '--url', `${origin}/`, '--checks', 'checks.json', '--allow-private-targets'],
      {
        'journey.json': recording(),
        'checks.json': checks('USD'),
      },
    );
    expect(failed.code).toBe(1);
    expect(failed.out).toContain('2. Click "Add to cart": passed; add_to_cart');
    expect(failed.out).toMatch(/custom checks 0 passed \/ 1 failed/);
  });

  it('--fail-on-duplicates fails a journey whose hit went out twice (Add to cart clicked twice)', async () => {
    const twice = JSON.stringify({
      title: 'Add to cart twice',
      steps: [
        { type: 'navigate', url: 'https://www.example.com/product' },
        { type: 'click', selectors: [['aria/Add to cart']], offsetX: 5, offsetY: 5 },
        { type: 'click', selectors: [['aria/Add to cart']], offsetX: 5, offsetY: 5 },
      ],
    });
    const args = ['journey.json', '--url', `${origin}/`, '--allow-private-targets'];
    const reported = await run(args, { 'journey.json': twice });
    expect(reported.out).toMatch(/Duplicate \(accidental\) add_to_cart on .*\(100%\)/);
    expect(reported.code).toBe(0);
    const failed = await run([...args, '--fail-on-duplicates'], { 'journey.json': twice });
    expect(failed.out).toContain('FAILED (--fail-on-duplicates: 1 exact repeat)');
    expect(failed.code).toBe(1);
  });

  it('--baseline compares the run with a saved one, action by action: a regression exits 1', async () => {
    const args = ['journey.json', '--url', `${origin}/`, '--allow-private-targets'];
    const saved = await run([...args, '--json'], { 'journey.json': recording() });
    expect(saved.code).toBe(0);
    const files = { 'journey.json': recording(), 'baseline.json': saved.out };
    const same = await run([...args, '--baseline', 'baseline.json'], files);
    expect(same.code, same.out).toBe(0);
    expect(same.out).toContain('0 regressions');
    withoutCurrency = true;
    try {
      const changed = await run([...args, '--baseline', 'baseline.json'], files);
      expect(changed.code).toBe(1);
      expect(changed.out).toContain('Compared with the baseline baseline.json (saved run)');
      expect(changed.out).toMatch(
        /2\. Click "Add to cart"\n.*Parameter vanished: cu \(Currency\) of .* add_to_cart/,
      );
    } finally {
      withoutCurrency = false;
    }
    expect((await run([...args, '--baseline', 'missing.json'], files)).code).toBe(2);
  });

  it('records and decodes the requests of --vendors custom vendors (an in-house collector)', async () => {
    const vendors = JSON.stringify([
      {
        code: 'ACME',
        name: 'Acme',
        match: { hosts: ['127.0.0.1'], paths: ['/acme/'] },
        event: 'ev',
        account: 'acc',
      },
    ]);
    const args = ['journey.json', '--url', `${origin}/`, '--allow-private-targets', '--json'];
    const files = { 'journey.json': recording(), 'vendors.json': vendors };
    const categories = (out: string) =>
      RunOutputSchema.parse(JSON.parse(out))
        .validation.data?.validatedRequests.filter(
          (request) => request.requestMetadata.requestCategory === 'ACME',
        )
        .map((request) => [request.requestMetadata.eventName, request.requestMetadata.accountID]);
    const withVendors = await run([...args, '--vendors', 'vendors.json'], files);
    expect(withVendors.code).toBe(0);
    expect(categories(withVendors.out)).toEqual([['product_seen', 'ACME-7']]);
    expect(categories((await run(args, files)).out)).toEqual([]);
    const refused = await run([...args, '--vendors', 'bad.json'], {
      ...files,
      'bad.json': '[{"code": "FACEBOOK"}]',
    });
    expect(refused.code).toBe(2);
  });

  it('exits 1 when a step fails', async () => {
    const { code, err } = await run(
      ['journey.json', '--url', `${origin}/`, '--allow-private-targets', '--step-timeout', '1000'],
      {
        'journey.json': recording('#no-such-button'),
      },
    );
    expect(code).toBe(1);
    expect(err).toContain('the journey failed: Step 2 of 2 (Click #no-such-button) failed');
  });

  it('exits 2 on bad input, and on a loopback target without --allow-private-targets', async () => {
    expect((await run(['missing.json'], {})).code).toBe(2);
    expect((await run(['journey.json'], { 'journey.json': '{"steps": 3' })).code).toBe(2);
    expect(
      (await run(['journey.json'], { 'journey.json': '{"title": "t", "steps": [{"type": "teleport"}]}' }))
        .code,
    ).toBe(2);
    const refused = await run(['journey.json', '--url', `${origin}/`], { 'journey.json': recording() });
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('loopback address (pass --allow-private-targets to test a local site)');
  });

  it('exits 2 with one line for a Website URL that is not http(s), even with --allow-private-targets', async () => {
    for (const url of [
      'data:text/html,<h1>hi</h1>',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'about:blank',
    ]) {
      const refused = await run(['journey.json', '--url', url, '--allow-private-targets'], {
        'journey.json': recording(),
      });
      expect(refused.code, url).toBe(2);
      expect(refused.err.trim().split('\n'), url).toHaveLength(1);
    }
  });
});
