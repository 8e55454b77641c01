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
  if (!response.success) throw new Error(response.error);
  return response.data;
}

const failuresOf = (data: ReturnType<typeof validated>) =>
  data.validatedRequests.flatMap((request) =>
    request.validation.autoValidationResults.suggestedParameters
      .filter((finding) => finding.code === 'REQUEST_FAILED')
      .map((finding) => [request.requestMetadata.requestId, finding.received, finding.message]),
  );

describe('REQUEST_FAILED', () => {
  it('says a hit a blocker stopped never reached the vendor', () => {
    const [failure] = failuresOf(validated(entry(GA4, 0, 'net::ERR_BLOCKED_BY_CLIENT')));
    expect(failure?.[1]).toBe('no answer (net::ERR_BLOCKED_BY_CLIENT)');
    expect(failure?.[2]).toContain('never reached Google Analytics 4');
    expect(failure?.[2]).toContain('ad or tracking blocker');
  });

  it("says a hit the page's policy refused or the vendor refused collected nothing", () => {
    const data = validated(entry(GA4, 0, 'net::ERR_BLOCKED_BY_CSP'), entry(META, 403));
    expect(failuresOf(data).map(([id, received]) => [id, received])).toEqual([
      ['r1', 'no answer (net::ERR_BLOCKED_BY_CSP)'],
      ['r2', 'status 403'],
    ]);
    expect(failuresOf(data)[0]?.[2]).toContain('Content-Security-Policy');
    expect(failuresOf(data)[1]?.[2]).toContain('Meta Pixel answered 403');
  });

  it('says nothing of answered hits, of a status 0 without a reason, nor of a hit cancelled once sent', () => {
    const data = validated(
      entry(GA4, 204),
      entry(META, 200),
      entry(`${GA4}&_s=2`, 0),
      // A beacon cancelled as the page was left may well have been delivered.
      entry(`${GA4}&_s=3`, 0, 'net::ERR_ABORTED'),
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
      response.data?.validatedRequests[0]?.validation.autoValidationResults.suggestedParameters.map(
        (finding) => finding.code,
      ),
    ).toContain('REQUEST_FAILED');
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
