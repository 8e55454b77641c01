import { basename } from 'node:path';
import {
  ImportError,
  defineCustomVendors,
  importCapture,
  validate,
  importNotes,
  type ImportResult,
  type Vendor,
} from '@tagproof/engine';
import { importErrorType } from '@tagproof/contracts';
import { CliError, EXIT } from '../cli-error.js';
import type { CliIo } from '../io.js';
import { shouldFail, totalsOf } from '../report/fail-level.js';
import { renderJunit } from '../report/junit.js';
import { renderText } from '../report/text.js';
import { readChecks, readFailOn, readFormat, readText, parseCommandArgs } from './shared-options.js';
import { readVendorsOption } from './vendors-option.js';

export const VALIDATE_USAGE =
  'tagproof validate FILE [--json] [--format text|json|junit] [--fail-on error|suggestion|never] [--fail-on-duplicates] [--checks CHECKS.json] [--vendors VENDORS.json]';

/**
 * `tagproof validate FILE`: validates a HAR file, a JSON array of captured requests or a text file of
 * URLs, recognising `--vendors`' custom vendors after the built-in ones. Exit 0 when nothing at or above `--fail-on` (default error) was found, 1 when something was,
 * 2 on bad input (thrown as CliError).
 */
export async function validateCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args);
  const file = positionals[0];
  if (file === undefined) throw new CliError(`missing FILE. Usage: ${VALIDATE_USAGE}`);
  if (positionals.length > 1)
    throw new CliError(`expected one FILE, got ${positionals.length}. Usage: ${VALIDATE_USAGE}`);
  const format = readFormat(values.json === true ? 'json' : values.format);
  const failOn = readFailOn(values['fail-on']);
  const failOnDuplicates = values['fail-on-duplicates'] === true;
  const vendors = await readVendorsOption(io, values.vendors);
  const imported = readCapture(file, await readText(io, file, 'capture file'), defineCustomVendors(vendors));
  const checks =
    values.checks === undefined
      ? { tests: [], triggers: [] }
      : readChecks(values.checks, await readText(io, values.checks, 'checks file'));
  const response = validate({
    requests: imported.requests,
    tests: checks.tests,
    triggers: checks.triggers,
    vendors,
  });
  if (!response.success) throw new CliError(response.error ?? 'validation failed', 'validation_failed');
  const title = heading(file, imported);
  // JSON and JUnit keep stdout to the answer; tracking requests the import had to leave out (no body
  // in the file) are said on stderr, for CI logs.
  if (format !== 'text' && imported.withoutBody.length > 0) io.stderr(`${title}\n`);
  if (format === 'json') io.stdout(`${JSON.stringify(response, null, 2)}\n`);
  else if (format === 'junit')
    io.stdout(renderJunit(response, `tagproof validate ${basename(file)}`, failOnDuplicates));
  else io.stdout(renderText(response, { color: io.color, failOn, failOnDuplicates, heading: title }));
  return shouldFail(totalsOf(response), failOn, failOnDuplicates) ? EXIT.found : EXIT.ok;
}

function parseOptions(args: string[]) {
  return parseCommandArgs(
    args,
    {
      json: { type: 'boolean' },
      format: { type: 'string' },
      'fail-on': { type: 'string' },
      'fail-on-duplicates': { type: 'boolean' },
      checks: { type: 'string' },
      vendors: { type: 'string' },
    },
    VALIDATE_USAGE,
  );
}

/** Imports a capture file (HAR, JSON requests, URL list), or throws a one-line CliError naming it. */
export function readCapture(file: string, text: string, vendors: Vendor[]): ImportResult {
  try {
    return importCapture(text, vendors);
  } catch (error) {
    if (error instanceof ImportError)
      throw new CliError(`${file}: ${error.message}`, importErrorType(error.code));
    throw error;
  }
}

function heading(file: string, imported: ImportResult): string {
  const format = { har: 'HAR file', json: 'JSON requests', urls: 'URL list' }[imported.format];
  const notes = [format, ...importNotes(imported)].join(', ');
  const count = imported.requests.length;
  return `Tagproof: ${count} ${count === 1 ? 'request' : 'requests'} from ${basename(file)} (${notes})`;
}
