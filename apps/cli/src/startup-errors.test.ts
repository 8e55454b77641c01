import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliProcess, type CliProcessResult } from './testing/cli-process.js';

const PASSWORD = 'pa55-in-the-url';

/** Exit ≠ 0, and stderr is one line naming `variable`: no stack trace, no password. */
function expectOneLineNaming(result: CliProcessResult, variable: string): void {
  expect(result.code, result.stderr).not.toBe(0);
  expect(result.code).not.toBeNull();
  const lines = result.stderr.split('\n').filter((line) => line.trim() !== '');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^tagproof: ${variable}: `));
  expect(result.stderr).not.toContain(PASSWORD);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}

describe('startup errors of tagproof serve, worker and backup (real processes)', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'tagproof-cli-startup-'));
  });

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['serve', 'worker', 'backup'])(
    'tagproof %s with an unreachable DATABASE_URL prints one line naming it',
    async (command) => {
      const result = await runCliProcess([command], {
        DATABASE_URL: `postgres://nobody:${PASSWORD}@127.0.0.1:1/x`,
        DATA_DIR: join(root, `data-${command}`),
      });
      expectOneLineNaming(result, 'DATABASE_URL');
      expect(result.stderr).toContain('postgres://nobody@127.0.0.1:1/x');
    },
  );

  it('names an unknown host in one line', async () => {
    const result = await runCliProcess(['serve'], {
      DATABASE_URL: `postgres://nobody:${PASSWORD}@no-such-host.invalid:5432/x`,
      DATA_DIR: join(root, 'data-host'),
    });
    expectOneLineNaming(result, 'DATABASE_URL');
  });

  it('tagproof serve with a file in place of DATA_DIR prints one line naming DATA_DIR', async () => {
    const file = join(root, 'not-a-directory');
    writeFileSync(file, 'x');
    expectOneLineNaming(await runCliProcess(['serve'], { DATA_DIR: file }), 'DATA_DIR');
  });

  it('tagproof serve with an unreachable REDIS_URL prints one line naming REDIS_URL', async () => {
    const result = await runCliProcess(['serve'], {
      DATA_DIR: join(root, 'data-redis'),
      REDIS_URL: `redis://:${PASSWORD}@127.0.0.1:1/0`,
    });
    expectOneLineNaming(result, 'REDIS_URL');
  });
});
