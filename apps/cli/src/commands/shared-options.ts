import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ChecksFileSchema, type ChecksFile } from '@tagproof/contracts';
import { CliError } from '../cli-error.js';
import type { CliIo } from '../io.js';
import { FAIL_ON_VALUES, type FailOn } from '../report/fail-level.js';

/** Readers of the options and files `tagproof validate` and `tagproof run` share. */
export const FORMATS = ['text', 'json', 'junit'] as const;
export type Format = (typeof FORMATS)[number];

export function readFormat(value: string | undefined): Format {
  if (value === undefined) return 'text';
  if ((FORMATS as readonly string[]).includes(value)) return value as Format;
  throw new CliError(`--format must be one of ${FORMATS.join(', ')} (got "${value}")`);
}

export function readFailOn(value: string | undefined): FailOn {
  if (value === undefined) return 'error';
  if ((FAIL_ON_VALUES as readonly string[]).includes(value)) return value as FailOn;
  throw new CliError(`--fail-on must be one of ${FAIL_ON_VALUES.join(', ')} (got "${value}")`);
}

/** Reads a file, or throws a one-line CliError saying why it cannot be read. */
export async function readText(io: CliIo, path: string, what: string): Promise<string> {
  try {
    return await io.readFile(path);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const reason =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (code ?? String(error));
    throw new CliError(`cannot read ${what} ${path}: ${reason}`, 'file_unreadable');
  }
}

export function readJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(
      `${file}: not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      'import_invalid_json',
    );
  }
}

/** Reads exported tests and triggers (`--checks CHECKS.json`). */
export function readChecks(file: string, text: string): ChecksFile {
  const parsed = ChecksFileSchema.safeParse(readJson(file, text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CliError(
      `${file}: not a checks file: ${issue ? `${issue.path.join('.') || '(top level)'}: ${issue.message}` : 'invalid'}`,
      'checks_invalid',
    );
  }
  return parsed.data;
}

/** A command's options and positionals; a bad or unknown option is a one-line error with the usage. */
export function parseCommandArgs<const Options extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: Options,
  usage: string,
): ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: Options }>> {
  try {
    return parseArgs({ args, allowPositionals: true, options });
  } catch (error) {
    throw new CliError(`${error instanceof Error ? error.message : String(error)}. Usage: ${usage}`);
  }
}
