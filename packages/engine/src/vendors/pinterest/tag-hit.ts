import type { Finding } from '../../findings/finding.js';
import { tryParseJson } from '../../url/flatten-json.js';
import { getParam, mergeParams, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import type { RequestView, VendorEvent } from '../define-vendor.js';
import { expandJsonParam, flattenBracketed } from './bracket-json.js';
import { isRecord } from '../../json-value.js';
import { appendAll } from '../../append-all.js';

const JSON_PARAMS: ReadonlySet<string> = new Set(['ed', 'pd', 'ad']);

/**
 * The fields of a tag hit's body. The tag (and Shopify's Pinterest pixel) POSTs them either form
 * encoded (`ed` holding JSON text, like the query) or as one JSON object whose `ed`, `pd`, `ad`, `ov`
 * are nested objects: those are written as JSON text under their name, then as bracketed fields.
 */
function bodyParams(body: string | null): { params: Param[]; findings: Finding[]; expanded: boolean } {
  if (body === null) return { params: [], findings: [], expanded: false };
  const text = body.trimStart();
  const parsed = text.startsWith('{') ? tryParseJson(text) : null;
  if (parsed === null || !parsed.ok || !isRecord(parsed.value)) {
    const read = readAnyBody(body);
    return { params: read.params, findings: read.findings, expanded: false };
  }
  const params: Param[] = [];
  for (const [key, value] of Object.entries(parsed.value)) {
    const nested = isRecord(value) || Array.isArray(value);
    if (nested) params.push({ name: key, value: JSON.stringify(value) });
    appendAll(
      params,
      flattenBracketed(value, key).filter((param) => !nested || param.name !== key),
    );
  }
  return { params, findings: [], expanded: true };
}

/** The `/user/` call (see pinterest.ts): named `user_data` when it carries no event. */
function isUserCall(request: RequestView): boolean {
  return request.url.path === '/user' || request.url.path.startsWith('/user/');
}

/** Decodes a `ct.pinterest.com/v3/` or `/user/` hit: query and body, JSON fields also as bracketed names. */
export function decodeTagHit(request: RequestView): VendorEvent[] {
  const body = bodyParams(request.body);
  const params: Param[] = [];
  const findings: Finding[] = [...body.findings];
  for (const param of request.query) {
    params.push(param);
    if (!JSON_PARAMS.has(param.name)) continue;
    const expanded = expandJsonParam(param);
    appendAll(params, expanded.params);
    appendAll(findings, expanded.findings);
  }
  const merged: Param[] = [];
  for (const param of body.params) {
    merged.push(param);
    if (body.expanded || !JSON_PARAMS.has(param.name)) continue;
    const expanded = expandJsonParam(param);
    appendAll(merged, expanded.params);
    appendAll(findings, expanded.findings);
  }
  const all = mergeParams(params, merged);
  return [
    {
      eventName: getParam(all, 'event') ?? (isUserCall(request) ? 'user_data' : 'unknown_event'),
      accountID: getParam(all, 'tid') ?? null,
      params: all,
      findings,
    },
  ];
}
