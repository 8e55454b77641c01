/**
 * Builders for the GA4 rule tests (tests only): real-looking gtag.js hits and Measurement Protocol
 * requests, decoded by the engine and run through every rule as one session.
 */
import { decode, type DecodedRequest } from '../../../decode.js';
import type { Finding } from '../../../findings/finding.js';
import { createSessionContext, runRules } from '../../index.js';

export interface RawRequest {
  url: string;
  method: string;
  postData?: string;
  requestId?: string;
}

const GTAG_ENDPOINT = 'https://www.google-analytics.com/g/collect';
const GTAG_BASE: ReadonlyArray<readonly [string, string]> = [
  ['v', '2'],
  ['tid', 'G-XK2R4E1PZQ'],
  ['gtm', '45je4bi0v9171998105'],
  ['_p', '1731924000001'],
  ['gcs', 'G111'],
  ['cid', '555.666'],
  ['ul', 'en-us'],
  ['sr', '1920x1080'],
  ['sid', '1731924000'],
  ['sct', '3'],
  ['seg', '1'],
  ['dl', 'https%3A%2F%2Fshop.example.com%2Fcart'],
  ['dr', 'https%3A%2F%2Fwww.google.com%2F'],
  ['dt', 'Cart'],
  ['_s', '4'],
];

/**
 * A gtag.js hit: the usual hit-level parameters (those named in `event` replace them) plus `event`
 * (`en=…&ep.…`, still URL-encoded), and an optional batched body.
 */
export function gtagHit(event: string, body?: string): RawRequest {
  const given = new Set(
    event.split('&').map((pair) => pair.slice(0, pair.indexOf('=') === -1 ? pair.length : pair.indexOf('='))),
  );
  const base = GTAG_BASE.filter(([name]) => !given.has(name)).map(([name, value]) => `${name}=${value}`);
  const url = `${GTAG_ENDPOINT}?${[...base, ...(event.length > 0 ? [event] : [])].join('&')}`;
  return body === undefined ? { url, method: 'POST' } : { url, method: 'POST', postData: body };
}

/** A Measurement Protocol request with `body` as JSON (a string is sent as it is). */
export function mpRequest(
  body: unknown,
  query = 'measurement_id=G-MPTEST0001&api_secret=abc123',
): RawRequest {
  return {
    url: `https://www.google-analytics.com/mp/collect?${query}`,
    method: 'POST',
    postData: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** An MP body with one event. */
export function mpEvent(
  name: string,
  params: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): unknown {
  return { client_id: '123.456', ...extra, events: [{ name, params }] };
}

export interface Checked {
  request: DecodedRequest;
  findings: Finding[];
}

/** Decodes the requests (ids r1, r2… by position) and runs every rule over them as one session. */
export function runSession(...inputs: RawRequest[]): Checked[] {
  const decoded = inputs.flatMap((input, index) => decode({ requestId: `r${index + 1}`, ...input }));
  const session = createSessionContext(decoded);
  return decoded.map((request) => ({ request, findings: runRules(request, session) }));
}

/** Every finding of a single request, all its events together. */
export function findingsOf(input: RawRequest): Finding[] {
  return runSession(input).flatMap((checked) => [...checked.request.findings, ...checked.findings]);
}

export function errorsOf(findings: readonly Finding[]): Finding[] {
  return findings.filter((finding) => finding.severity === 'error');
}

export function suggestionsOf(findings: readonly Finding[]): Finding[] {
  return findings.filter((finding) => finding.severity !== 'error');
}

export function codesOf(findings: readonly Finding[]): string[] {
  return findings.map((finding) => finding.code).sort();
}

/** `n` item strings `pr1=…&pr2=…`, each with an id, a name, a price and a quantity. */
export function items(n: number, price = '10', quantity = '1'): string {
  return Array.from(
    { length: n },
    (_, i) => `pr${i + 1}=idSKU_${i + 1}~nmItem%20${i + 1}~pr${price}~qt${quantity}`,
  ).join('&');
}
