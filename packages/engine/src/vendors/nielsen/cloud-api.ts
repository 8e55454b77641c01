/**
 * Nielsen's Cloud API as AMP's Nielsen configuration calls it from the browser:
 * `cloudapi.imrworldwide.com/nmapi/v2/<app id>/<session id>/a?b=<JSON>`, the JSON holding the device
 * (`devInfo`), the page's metadata (`metadata.static`) and the event (`playhead`) with its position.
 */
import { makeFinding } from '../../findings/make-finding.js';
import type { Finding } from '../../findings/finding.js';
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, type Param } from '../../url/params.js';
import type { RequestView, VendorEvent } from '../define-vendor.js';
import { appendAll } from '../../append-all.js';

const CLOUD_API = /^\/nmapi\/v\d+\/([\w-]+)\/([\w-]+)\/a$/;

export function isCloudApi(path: string): boolean {
  return CLOUD_API.test(path);
}

/** Decodes a Cloud API ping: the path's app and session ids, and the JSON of `b` under `b.`. */
export function decodeCloudApi(request: RequestView, product: Param): VendorEvent {
  const [, appId = '', sessionId = ''] = CLOUD_API.exec(request.url.path) ?? [];
  const body = getParam(request.query, 'b');
  const parsed = body === undefined ? null : tryParseJson(body);
  const findings: Finding[] = [];
  const fields: Param[] = [];
  if (parsed?.ok === true) appendAll(fields, flattenJson(parsed.value, 'b'));
  else if (parsed !== null && body !== undefined)
    findings.push(
      makeFinding('VALUE_INVALID', {
        fieldPath: 'b',
        parameter: 'b',
        message: `The Nielsen Cloud API field b should hold JSON but it does not parse (${parsed.error}), so its data is lost.`,
        expected: 'a JSON object',
        received: body.slice(0, 120),
      }),
    );
  return {
    eventName: getParam(fields, 'b.event') || 'cloud_api',
    accountID: appId.length > 0 ? appId : null,
    params: [
      product,
      { name: 'app_id', value: appId },
      { name: 'session_id', value: sessionId },
      ...request.query.filter((param) => param.name !== 'b'),
      ...fields,
    ],
    findings,
  };
}
