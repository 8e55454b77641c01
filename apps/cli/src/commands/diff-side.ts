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
 * vendors given. Throws a one-line CliError naming the file when it is neither.
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
  if (imported.requests.length === 0)
    throw new CliError(`${file}: no tracking request found in it`, 'IMPORT_EMPTY');
  const response = validate({
    requests: imported.requests,
    tests: checks.tests,
    triggers: checks.triggers,
    vendors,
  });
  if (!response.success || !response.data)
    throw new CliError(`${file}: ${response.error ?? 'validation failed'}`, 'VALIDATION_FAILED');
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
        'DIFF_INPUT_INVALID',
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
  const parsed = ValidationResponseSchema.safeParse(withParameterLabels(candidate));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.') || '(top level)'}: ${issue.message}` : 'invalid';
    throw new CliError(`${file}: not a saved validation output: ${where}`, 'DIFF_INPUT_INVALID');
  }
  if (!parsed.data.success || parsed.data.data === null)
    throw new CliError(
      `${file}: the saved validation failed: ${parsed.data.error ?? 'no data'}`,
      'DIFF_INPUT_INVALID',
    );
  const what = candidate === value ? 'saved validation' : 'saved run';
  return {
    data: parsed.data.data,
    origin: `${basename(file)} (${what}, ${parsed.data.data.validatedRequests.length} requests)`,
  };
}

/**
 * Outputs that send each label once in a dictionary instead of on every parameter: the labels are
 * put back (from `parameterLabels` when present, else the wire name) so that either shape parses.
 */
function withParameterLabels(response: Record<string, unknown>): unknown {
  const data = response.data;
  if (!isObject(data) || !Array.isArray(data.validatedRequests)) return response;
  const dictionary = isObject(data.parameterLabels) ? data.parameterLabels : {};
  const validatedRequests = data.validatedRequests.map((request: unknown) => {
    if (!isObject(request) || !isObject(request.requestMetadata)) return request;
    const meta = request.requestMetadata;
    if (!Array.isArray(meta.parameters)) return request;
    const parameters = meta.parameters.map((parameter: unknown) => {
      if (!isObject(parameter) || typeof parameter.name !== 'string') return parameter;
      const known = dictionary[parameter.name];
      const given = isObject(known) ? known : { label: known };
      return {
        ...parameter,
        label: parameter.label ?? (typeof given.label === 'string' ? given.label : parameter.name),
        group: parameter.group ?? (typeof given.group === 'string' ? given.group : 'other'),
      };
    });
    return { ...request, requestMetadata: { ...meta, parameters } };
  });
  return { ...response, data: { ...data, validatedRequests } };
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
