import { basename } from 'node:path';
import { diffFails, diffValidations, type DiffFailLevel } from '@tagproof/engine';
import { CliError, EXIT } from '../cli-error.js';
import type { CliIo } from '../io.js';
import { renderDiffJunit } from '../report/diff-junit.js';
import { renderDiffText } from '../report/diff-text.js';
import { readDiffSide } from './diff-side.js';
import { readChecks, readFormat, readText, parseCommandArgs } from './shared-options.js';
import { readVendorsOption } from './vendors-option.js';

export const DIFF_USAGE =
  'tagproof diff BASELINE CURRENT [--json] [--format text|json|junit] [--fail-on regression|change|never] ' +
  '[--ignore NAME,NAME] [--checks CHECKS.json] [--vendors VENDORS.json]';

export const DIFF_FAIL_LEVELS: readonly DiffFailLevel[] = ['regression', 'change', 'never'];

/**
 * `tagproof diff BASELINE CURRENT`: compares two sessions page by page (events, parameters, findings,
 * custom tests, consent), each side a capture `tagproof validate` reads or a saved `--json` output.
 * Exit 0 when nothing at or above `--fail-on` (default regression) changed, 1 when something did,
 * 2 on bad input.
 */
export async function diffCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args);
  if (positionals.length !== 2)
    throw new CliError(
      `expected BASELINE and CURRENT, got ${positionals.length} files. Usage: ${DIFF_USAGE}`,
    );
  const [baselineFile, currentFile] = positionals as [string, string];
  const format = readFormat(values.json === true ? 'json' : values.format);
  const failOn = readDiffFailOn(values['fail-on']);
  const vendors = await readVendorsOption(io, values.vendors);
  const checks =
    values.checks === undefined
      ? { tests: [], triggers: [] }
      : readChecks(values.checks, await readText(io, values.checks, 'checks file'));
  const baseline = readDiffSide(baselineFile, await readText(io, baselineFile, 'baseline'), checks, vendors);
  const current = readDiffSide(
    currentFile,
    await readText(io, currentFile, 'current session'),
    checks,
    vendors,
  );
  const ignoreParameters = (values.ignore ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const diff = diffValidations(baseline.data, current.data, { ignoreParameters });
  const failed = diffFails(diff, failOn);
  if (format === 'json') io.stdout(`${JSON.stringify({ failed, failOn, ...diff }, null, 2)}\n`);
  else if (format === 'junit')
    io.stdout(
      renderDiffJunit(diff, `tagproof diff ${basename(baselineFile)} ${basename(currentFile)}`, failOn),
    );
  else
    io.stdout(
      renderDiffText(diff, {
        color: io.color,
        failOn,
        heading: [`Baseline: ${baseline.origin}`, `Current:  ${current.origin}`],
      }),
    );
  return failed ? EXIT.found : EXIT.ok;
}

/** Reads `--fail-on` of a diff (default regression). */
export function readDiffFailOn(value: string | undefined): DiffFailLevel {
  if (value === undefined) return 'regression';
  if ((DIFF_FAIL_LEVELS as readonly string[]).includes(value)) return value as DiffFailLevel;
  throw new CliError(`--fail-on must be one of ${DIFF_FAIL_LEVELS.join(', ')} (got "${value}")`);
}

function parseOptions(args: string[]) {
  return parseCommandArgs(
    args,
    {
      json: { type: 'boolean' },
      format: { type: 'string' },
      'fail-on': { type: 'string' },
      ignore: { type: 'string' },
      checks: { type: 'string' },
      vendors: { type: 'string' },
    },
    DIFF_USAGE,
  );
}
