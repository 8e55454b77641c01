import type { Finding } from '../../findings/finding.js';
import { makeFinding } from '../../findings/make-finding.js';
import { tryParseJson } from '../../url/flatten-json.js';
import type { Param } from '../../url/params.js';
import { appendAll } from '../../append-all.js';

/** The envelope `e` of a Clarity upload, by position (clarity-js `envelope.ts`). */
const ENVELOPE_FIELDS = [
  'version',
  'sequence',
  'start',
  'duration',
  'project_id',
  'user_id',
  'session_id',
  'page_num',
  'upload',
  'end',
] as const;

/** Clarity event types carrying what the site itself sent (clarity-js `Event` enum). */
const CUSTOM_EVENT = 24;
const VARIABLE = 34;

/** What could be read from a `/collect` body. */
export interface ClarityPayload {
  params: Param[];
  projectId: string | null;
  findings: Finding[];
}

function scalar(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function envelopeParams(envelope: readonly unknown[]): Param[] {
  return envelope.map((value, index) => ({
    name: ENVELOPE_FIELDS[index] ?? `e[${index}]`,
    value: scalar(value),
  }));
}

/** Custom events `[time, 24, key?, value]` and custom tags `[time, 34, name, [values], …]` of the analysis list. */
function siteParams(analysis: readonly unknown[]): Param[] {
  const params: Param[] = [];
  let customCount = 0;
  for (const token of analysis) {
    if (!Array.isArray(token)) continue;
    const [, type, ...data] = token as unknown[];
    if (type === CUSTOM_EVENT && data.length > 0) {
      params.push({ name: `custom_event[${customCount}]`, value: scalar(data[data.length - 1]) });
      if (data.length > 1) params.push({ name: `custom_event[${customCount}].key`, value: scalar(data[0]) });
      customCount++;
    } else if (type === VARIABLE) {
      for (let index = 0; index + 1 < data.length; index += 2) {
        const values = data[index + 1];
        params.push({
          name: `tag.${scalar(data[index])}`,
          value: Array.isArray(values) ? values.map(scalar).join(',') : scalar(values),
        });
      }
    }
  }
  return params;
}

function unreadable(body: string): Finding {
  return makeFinding('PARAMETER_FORMAT_UNKNOWN', {
    fieldPath: 'postData',
    parameter: 'request body',
    message:
      'The Clarity upload is compressed or encoded, so its contents (project, session, events) could not be read.',
    expected: 'a JSON Clarity payload',
    received: `${body.length} characters`,
  });
}

/**
 * Reads a Clarity upload `{"e": envelope, "a": analysis events, "p": playback events}`: the envelope by
 * name, counts of the event lists, custom events and custom tags. Playback data is not expanded.
 * A compressed (gzip) or otherwise unreadable body gives one info finding, never an error.
 */
export function readClarityPayload(body: string | null): ClarityPayload {
  if (body === null || body.trim().length === 0) return { params: [], projectId: null, findings: [] };
  const parsed = tryParseJson(body);
  if (
    !parsed.ok ||
    parsed.value === null ||
    typeof parsed.value !== 'object' ||
    Array.isArray(parsed.value)
  ) {
    return { params: [], projectId: null, findings: [unreadable(body)] };
  }
  const payload = parsed.value as { e?: unknown; a?: unknown; p?: unknown };
  const envelope = Array.isArray(payload.e) ? payload.e : [];
  const analysis = Array.isArray(payload.a) ? payload.a : [];
  const params = [...envelopeParams(envelope)];
  if (Array.isArray(payload.a)) params.push({ name: 'analysis_events', value: String(analysis.length) });
  if (Array.isArray(payload.p)) params.push({ name: 'playback_events', value: String(payload.p.length) });
  appendAll(params, siteParams(analysis));
  const project = envelope[4];
  return {
    params,
    projectId: typeof project === 'string' && project.length > 0 ? project : null,
    findings: [],
  };
}
