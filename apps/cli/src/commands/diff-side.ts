import { basename } from 'node:path';
import { ValidationReportSchema, ValidationResponseSchema, type ChecksFile } from '@tagproof/contracts';
import {
  defineCustomVendors,
  validate,
  type CustomVendorDefinition,
  type DiffableReport,
  type DiffableValidation,
} from '@tagproof/engine';
import { CliError } from '../cli-error.js';
import { readCapture } from './validate.js';

/** One side of `tagproof diff`: the validation compared, and a phrase saying what it was read from. */
export interface DiffSide {
  data: DiffableValidation;
  origin: string;
}

/**
 * Reads one side of a diff from a file's text: a saved `tagproof validate --json` output (or the
 * `validation` of a `tagproof run --json` output), parsed through the contracts' schema; otherwise
 * anything `tagproof validate` reads (HAR, JSON requests, URL list), validated with the checks and
 * vendors given (a capture without tracking requests is a session where everything vanished). Throws a
 * one-line CliError naming the file when it is neither.
 */
export function readDiffSide(
  file: string,
  text: string,
  checks: ChecksFile,
  vendors: CustomVendorDefinition[],
): DiffSide {
  const saved = savedValidation(file, text);
  if (saved) return saved;
  const imported = readCapture(file, text, defineCustomVendors(vendors));
  const response = validate({
    requests: imported.requests,
    tests: checks.tests,
    triggers: checks.triggers,
    vendors,
  });
  if (!response.success || !response.data)
    throw new CliError(`${file}: ${response.error ?? 'validation failed'}`, 'validation_failed');
  const format = { har: 'HAR file', json: 'JSON requests', urls: 'URL list' }[imported.format];
  return {
    data: response.data,
    origin: `${basename(file)} (${format}, ${imported.requests.length} requests)`,
  };
}

/**
 * Reads `tagproof run --baseline FILE`: a saved `tagproof run --json` output is compared action by
 * action (its report); any other side `tagproof diff` reads is compared page by page.
 */
export function readRunBaseline(
  file: string,
  text: string,
  checks: ChecksFile,
  vendors: CustomVendorDefinition[],
): { report: DiffableReport; origin: string } | DiffSide {
  const value = parseObject(text);
  if (value !== null && isObject(value.report)) {
    const parsed = ValidationReportSchema.safeParse(value.report);
    if (!parsed.success)
      throw new CliError(
        `${file}: the saved run's report cannot be read: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
        'diff_input_invalid',
      );
    return { report: parsed.data, origin: `${basename(file)} (saved run)` };
  }
  return readDiffSide(file, text, checks, vendors);
}

/** The validation a saved `--json` output holds, or null when the text is not one. */
function savedValidation(file: string, text: string): DiffSide | null {
  const value = parseObject(text);
  if (value === null) return null;
  const run = value.validation;
  const candidate =
    'success' in value && 'data' in value ? value : isObject(run) && 'success' in run ? run : null;
  if (candidate === null) return null;
  const parsed = ValidationResponseSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.') || '(top level)'}: ${issue.message}` : 'invalid';
    throw new CliError(`${file}: not a saved validation output: ${where}`, 'diff_input_invalid');
  }
  if (!parsed.data.success || parsed.data.data === null)
    throw new CliError(
      `${file}: the saved validation failed: ${parsed.data.error ?? 'no data'}`,
      'diff_input_invalid',
    );
  const what = candidate === value ? 'saved validation' : 'saved run';
  return {
    data: parsed.data.data,
    origin: `${basename(file)} (${what}, ${parsed.data.data.validatedRequests.length} requests)`,
  };
}

function parseObject(text: string): Record<string, unknown> | null {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!trimmed.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(trimmed);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
