/**
 * Reads a batch body of the Datadog browser SDK: JSON messages separated by `\n`, one event each
 * (RUM events on `/api/v2/rum`, log entries on `/api/v2/logs`).
 */
import { makeFinding } from '../../findings/make-finding.js';
import type { Finding } from '../../findings/finding.js';
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import type { Param } from '../../url/params.js';
import { bodyLines } from '../body.js';

/**
 * Most lines decoded from one body. The SDK sends at most 50 messages (and about 16 KiB) per batch by
 * default; four times that leaves room for other settings and keeps a pasted or forged body bounded.
 */
export const MAX_BATCH_LINES = 200;

/** One line of a batch: its flattened fields, or the finding saying why it could not be read. */
export interface BatchLine {
  params: Param[];
  findings: Finding[];
}

function readLine(line: string, index: number): BatchLine {
  const parsed = tryParseJson(line);
  if (
    parsed.ok &&
    parsed.value !== null &&
    typeof parsed.value === 'object' &&
    !Array.isArray(parsed.value)
  ) {
    return { params: flattenJson(parsed.value), findings: [] };
  }
  const problem = parsed.ok ? 'it is not a JSON object' : `it does not parse: ${parsed.error}`;
  return {
    params: [],
    findings: [
      makeFinding('BODY_NOT_JSON', {
        fieldPath: 'postData',
        parameter: `request body, event ${index + 1}`,
        message: `Each line of the batch should be one JSON event, but ${problem}, so the event cannot be read.`,
        expected: 'a JSON object per line',
        received: line.length > 120 ? `${line.slice(0, 120)}…` : line,
      }),
    ],
  };
}

function tooManyLines(): Finding {
  return makeFinding('EXCEEDED_MAX_ENTITIES', {
    severity: 'info',
    fieldPath: 'postData',
    parameter: 'request body',
    message: `The batch has more than ${MAX_BATCH_LINES} lines; only the first ${MAX_BATCH_LINES} events are decoded.`,
    expected: `at most ${MAX_BATCH_LINES} events`,
  });
}

/**
 * The events of a batch body, one per non-blank line, in order. Lines after the first MAX_BATCH_LINES
 * are left unread, with an info finding on the last event.
 */
export function readBatchLines(body: string | null): BatchLine[] {
  const texts = bodyLines(body, MAX_BATCH_LINES + 1);
  const lines = texts.slice(0, MAX_BATCH_LINES).map(readLine);
  if (texts.length > MAX_BATCH_LINES) lines[lines.length - 1]?.findings.push(tooManyLines());
  return lines;
}
