import { describe, expect, it } from 'vitest';
import { importCapture } from '../../capture/import-file.js';
import { normalizeRequest } from '../../capture/normalize.js';
import { GA4, har } from '../../capture/testing/har.js';
import { validate } from '../../validation/validate.js';

const META = 'https://www.facebook.com/tr/?id=123456789012345&ev=PageView&dl=https%3A%2F%2Fshop.example%2F';

/** A HAR entry of `url` answered with `status` (and Chrome's `_error`). */
const entry = (url: string, status: number, error?: string, at = '2025-05-08T18:31:19.000Z') => ({
  startedDateTime: at,
  request: { method: 'GET', url, headers: [] },
  response: {
    status,
    ...(error === undefined ? {} : { _error: error }),
    content: { mimeType: 'text/plain' },
  },
});

/** Validates the HAR's requests as the CLI and the web app do: imported, then validated. */
function validated(...entries: unknown[]) {
  const { requests } = importCapture(har(entries));
  const response = validate({ requests });
  if (response.data === null) throw new Error(response.error ?? 'no answer');
  return response.data;
}

const DELIVERY_CODES = new Set(['REQUEST_FAILED', 'REQUEST_REFUSED']);

/** Each delivery finding as [request id, code, severity, received, message]. */
const failuresOf = (data: ReturnType<typeof validated>) =>
  data.validatedRequests.flatMap((request) =>
    [
      ...request.validation.autoValidationResults.erroredParameters,
      ...request.validation.autoValidationResults.suggestedParameters,
    ]
      .filter((finding) => DELIVERY_CODES.has(finding.code))
      .map((finding) => [
        request.requestMetadata.requestId,
        finding.code,
        finding.severity,
        finding.received,
        finding.message,
      ]),
  );

describe('REQUEST_FAILED', () => {
  it('warns that a hit a blocker or the network stopped never reached the vendor', () => {
    const data = validated(
      entry(GA4, 0, 'net::ERR_BLOCKED_BY_CLIENT'),
      entry(META, 0, 'net::ERR_NAME_NOT_RESOLVED'),
    );
    expect(failuresOf(data).map((failure) => failure.slice(0, 4))).toEqual([
      ['r1', 'REQUEST_FAILED', 'warning', 'no answer (net::ERR_BLOCKED_BY_CLIENT)'],
      ['r2', 'REQUEST_FAILED', 'warning', 'no answer (net::ERR_NAME_NOT_RESOLVED)'],
    ]);
    expect(failuresOf(data)[0]?.[4]).toContain('never reached Google Analytics 4');
    expect(failuresOf(data)[0]?.[4]).toContain('ad or tracking blocker');
  });

  it('says when DevTools’ request blocking, not an extension, stopped the hit', () => {
    // As a real Lighthouse capture (llentab.cz) recorded a blocked pattern.
    const data = validated(entry(GA4, 0, 'net::ERR_BLOCKED_BY_CLIENT.Inspector'));
    const [failure] = failuresOf(data);
    expect(failure?.[1]).toBe('REQUEST_FAILED');
    expect(failure?.[4]).toContain("DevTools' request blocking stopped it");
    expect(failure?.[4]).not.toContain('ad or tracking blocker');
  });

  it("is an error when the vendor refused the hit or the page's own policy blocked it", () => {
    const data = validated(entry(GA4, 0, 'net::ERR_BLOCKED_BY_CSP'), entry(META, 403));
    expect(failuresOf(data).map((failure) => failure.slice(0, 4))).toEqual([
      ['r1', 'REQUEST_REFUSED', 'error', 'no answer (net::ERR_BLOCKED_BY_CSP)'],
      ['r2', 'REQUEST_REFUSED', 'error', 'status 403'],
    ]);
    expect(failuresOf(data)[0]?.[4]).toContain('Content-Security-Policy');
    expect(failuresOf(data)[1]?.[4]).toContain('Meta Pixel answered 403');
  });

  it("speaks of the tag's script, not of collected data, when a vendor's script load failed", () => {
    // As a real capture (ipify.org, NeCr00/HAR-Analyzer) recorded HubSpot's loader answered 404.
    const script = 'https://js.hs-scripts.com/7130736.js';
    const data = validated(
      entry(script, 404),
      entry(script, 0, 'net::ERR_BLOCKED_BY_CSP'),
      entry(script, 0, 'net::ERR_BLOCKED_BY_CLIENT'),
    );
    expect(failuresOf(data).map((failure) => [failure[1], failure[4]])).toEqual([
      [
        'REQUEST_REFUSED',
        "HubSpot answered 404 to its script: the tag's script did not run, so the tag sent nothing from " +
          'this page. Check the script URL and the account ID in it against the tag the vendor gives.',
      ],
      [
        'REQUEST_REFUSED',
        "The page's Content-Security-Policy stopped this script of HubSpot (net::ERR_BLOCKED_BY_CSP), for " +
          "every visitor: the tag's script did not run, so the tag sent nothing from this page. Add the " +
          "vendor's host to the policy (script-src).",
      ],
      [
        'REQUEST_FAILED',
        'The HubSpot script never loaded, so the tag sent nothing from this page (net::ERR_BLOCKED_BY_CLIENT): ' +
          'an extension in the browser (an ad or tracking blocker) stopped it; capture again without it to ' +
          'test the tag.',
      ],
    ]);
  });

  it('says nothing of answered hits, of a status 0 without a reason, nor of a hit cancelled once sent or left unanswered', () => {
    const data = validated(
      entry(GA4, 204),
      entry(META, 200),
      entry(`${GA4}&_s=2`, 0),
      // A beacon cancelled as the page was left may well have been delivered.
      entry(`${GA4}&_s=3`, 0, 'net::ERR_ABORTED'),
      // Firefox's word for any request it saw no answer to: still pending when the HAR was saved
      // (a real nike.com HAR of 2020 on its last Bing hits), or left with the page.
      entry(`${GA4}&_s=4`, 0, 'No response received'),
    );
    expect(failuresOf(data)).toEqual([]);
  });

  it('is read from a flat entry and from the nested shape, and ignores what is no status', () => {
    const flat = normalizeRequest({ url: GA4, responseStatus: 0, responseError: 'net::ERR_FAILED' }, 0);
    expect('delivery' in flat && flat.delivery).toEqual({ status: 0, error: 'net::ERR_FAILED' });
    const nested = normalizeRequest(
      { requestMetadata: { requestUrl: GA4 }, delivery: { status: 502, error: null } },
      0,
    );
    expect('delivery' in nested && nested.delivery).toEqual({ status: 502, error: null });
    for (const responseStatus of ['404', -1, 1.5, 1e6, null]) {
      expect('delivery' in normalizeRequest({ url: GA4, responseStatus }, 0)).toBe(false);
    }
    const response = validate({ requests: [{ url: GA4, responseStatus: 500 }] });
    expect(
      response.data?.validatedRequests[0]?.validation.autoValidationResults.erroredParameters.map(
        (finding) => finding.code,
      ),
    ).toContain('REQUEST_REFUSED');
  });
});

describe('duplicates of failed requests', () => {
  const duplicateIds = (data: ReturnType<typeof validated>) =>
    data.duplicates.flatMap((result) => result.duplicateGroups.map((group) => group.requestIds));

  it('does not count the resend of a hit that never went out', () => {
    expect(
      duplicateIds(
        validated(
          entry(GA4, 0, 'net::ERR_NAME_NOT_RESOLVED', '2025-05-08T18:31:19.000Z'),
          entry(GA4, 204, undefined, '2025-05-08T18:31:20.000Z'),
        ),
      ),
    ).toEqual([]);
  });

  it('still counts a hit answered twice', () => {
    expect(
      duplicateIds(
        validated(
          entry(GA4, 204, undefined, '2025-05-08T18:31:19.000Z'),
          entry(GA4, 204, undefined, '2025-05-08T18:31:20.000Z'),
        ),
      ),
    ).toEqual([['r1', 'r2']]);
  });
});
