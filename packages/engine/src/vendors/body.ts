import { makeFinding } from '../findings/make-finding.js';
import type { Finding } from '../findings/finding.js';
import { flattenJson, tryParseJson } from '../url/flatten-json.js';
import { parseMultipart } from '../url/multipart.js';
import { parseParams, type Param } from '../url/params.js';
import { appendAll } from '../append-all.js';

/** The parameters of a request body, read as JSON, multipart or form encoding, with any decoding finding. */
export interface BodyParams {
  params: Param[];
  findings: Finding[];
  /** The parsed JSON value when the body was JSON. */
  json?: unknown;
}

/** A POST whose body the capture does not hold (a HAR saved without bodies, a list of URLs). */
export function isBodilessPost(request: { method: string; body: string | null }): boolean {
  return (
    request.method.toUpperCase() === 'POST' && (request.body === null || request.body.trim().length === 0)
  );
}

/**
 * BODY_NOT_CAPTURED for a POST whose body the capture left out (a HAR saved without bodies): `opening`
 * says what the vendor sends there (`This POST to Pangle holds no body in the capture, where the TikTok
 * Pixel sends the event it reports`), `lost` what cannot be checked then, `pronoun` how the advice
 * names it.
 */
export function bodyNotCaptured(opening: string, lost = 'it', pronoun = 'it'): Finding {
  return makeFinding('BODY_NOT_CAPTURED', {
    fieldPath: 'postData',
    parameter: 'request body',
    message:
      `${opening}: the capture left the body out, so ${lost} cannot be checked. Capture with request ` +
      `bodies (a HAR saved with them, the extension) to check ${pronoun}.`,
    expected: 'the request body',
    received: 'no body in the capture',
  });
}

/** Reads a body the vendor sends as JSON: flattened parameters, or a BODY_NOT_JSON finding. */
export function readJsonBody(body: string | null): BodyParams {
  if (body === null || body.trim().length === 0) return { params: [], findings: [] };
  const parsed = tryParseJson(body);
  if (!parsed.ok) {
    return {
      params: [],
      findings: [
        makeFinding('BODY_NOT_JSON', {
          fieldPath: 'postData',
          parameter: 'request body',
          message: `The request body should be JSON but it does not parse (${parsed.error}), so its data cannot be read.`,
          expected: 'a JSON body',
          received: body.length > 120 ? `${body.slice(0, 120)}…` : body,
        }),
      ],
    };
  }
  return { params: flattenJson(parsed.value), findings: [], json: parsed.value };
}

/** Reads a body of unknown encoding: JSON when it looks like JSON, multipart, else form encoding. */
export function readAnyBody(body: string | null): BodyParams {
  if (body === null) return { params: [], findings: [] };
  const trimmed = body.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return readJsonBody(body);
  const multipart = parseMultipart(body);
  if (multipart) return { params: multipart, findings: [] };
  return { params: parseParams(body.trim()), findings: [] };
}

/**
 * The non-blank lines of a batched body, trimmed (trimming also drops a CRLF's `\r`), at most `limit`
 * of them: GA4 hits and the Datadog SDK's batches send one event per line.
 */
export function bodyLines(body: string | null, limit = Number.POSITIVE_INFINITY): string[] {
  const lines: string[] = [];
  if (body === null) return lines;
  let start = 0;
  while (start < body.length && lines.length < limit) {
    let end = body.indexOf('\n', start);
    if (end === -1) end = body.length;
    const line = body.slice(start, end).trim();
    if (line.length > 0) lines.push(line);
    start = end + 1;
  }
  return lines;
}

/**
 * `params` with each of the JSON parameters `jsonNames` followed by its fields, flattened under its
 * name (`cc_data.event`); a value that does not parse is a VALUE_INVALID finding naming `vendor`.
 */
export function withJsonFields(
  params: readonly Param[],
  jsonNames: ReadonlySet<string>,
  vendor: string,
): { params: Param[]; findings: Finding[] } {
  const out: Param[] = [];
  const findings: Finding[] = [];
  for (const param of params) {
    out.push(param);
    if (!jsonNames.has(param.name) || param.value.trim().length === 0) continue;
    const parsed = tryParseJson(param.value);
    if (parsed.ok) appendAll(out, flattenJson(parsed.value, param.name));
    else
      findings.push(
        makeFinding('VALUE_INVALID', {
          fieldPath: param.name,
          parameter: param.name,
          message: `The ${vendor} parameter ${param.name} should hold JSON but it does not parse (${parsed.error}), so its fields are lost.`,
          expected: 'a JSON object',
          received: param.value.slice(0, 120),
        }),
      );
  }
  return { params: out, findings };
}
