import { describe, expect, it } from 'vitest';
import { runCli } from '../main.js';
import { memoryIo } from '../testing/memory-io.js';

// A purchase sent twice with the same order, as a text file of URLs: an exact repeat, whose revenue
// GA4 counts twice.
const PURCHASE =
  'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&sid=3&en=purchase&dl=https%3A%2F%2Fshop.example%2Fthanks&cu=EUR&epn.value=30&ep.transaction_id=T-1001&pr1=idSKU-1~nmShirt~pr30~qt1';
const TWICE = `${PURCHASE}\n${PURCHASE}\n`;
const ONCE = `${PURCHASE}\n`;

async function run(argv: string[], file: string) {
  const io = memoryIo({ 'urls.txt': file });
  const code = await runCli(argv, io);
  return { code, out: io.out() };
}

describe('tagproof validate --fail-on-duplicates', () => {
  it('passes an exact repeat by default: duplicates are reported, not failed', async () => {
    const { code, out } = await run(['validate', 'urls.txt'], TWICE);
    expect(out).toContain('Duplicate (accidental) purchase on https://shop.example/thanks: r1, r2 (100%)');
    expect(out).toContain('PASSED');
    expect(code).toBe(0);
  });

  it('fails on an exact repeat, even with --fail-on never, and says why on the last line', async () => {
    const { code, out } = await run(['validate', 'urls.txt', '--fail-on-duplicates'], TWICE);
    expect(out.trimEnd().split('\n').at(-1)).toBe('FAILED (--fail-on-duplicates: 1 exact repeat)');
    expect(code).toBe(1);
    const never = await run(['validate', 'urls.txt', '--fail-on', 'never', '--fail-on-duplicates'], TWICE);
    expect(never.code).toBe(1);
  });

  it('passes a capture without exact repeats, and a script loaded twice (it sends nothing itself)', async () => {
    const { code, out } = await run(['validate', 'urls.txt', '--fail-on-duplicates'], ONCE);
    expect(out).toContain('PASSED');
    expect(code).toBe(0);
    const script = 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123\n';
    const loads = await run(['validate', 'urls.txt', '--fail-on-duplicates'], `${script}${script}`);
    expect(loads.out).toContain('Duplicate (accidental) library_load');
    expect(loads.out).toContain('PASSED');
    expect(loads.code).toBe(0);
  });

  it('writes a Duplicates suite in JUnit, the exact repeat a failure only with the option', async () => {
    const plain = await run(['validate', 'urls.txt', '--format', 'junit'], TWICE);
    expect(plain.out).toContain('<testsuite name="Duplicates" tests="1" failures="0" errors="0">');
    expect(plain.out).toContain(
      '<testcase name="Duplicate (accidental) purchase on https://shop.example/thanks: r1, r2 (100%)" classname="Duplicates"/>',
    );
    const failing = await run(['validate', 'urls.txt', '--format', 'junit', '--fail-on-duplicates'], TWICE);
    expect(failing.out).toContain('<testsuite name="Duplicates" tests="1" failures="1" errors="0">');
    expect(failing.out).toContain('<failure message="exact repeat" type="duplicate">');
    expect(failing.code).toBe(1);
  });
});
