import { validate } from '@tagproof/engine';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './request-rows';

describe('request rows', () => {
  it("carry the drift hint of an unrecognised request to a known vendor's tracking host only", () => {
    const response = validate({
      requests: [
        { requestId: 'drift', url: 'https://www.facebook.com/tr/v2/event?id=1234567890123456&ev=PageView' },
        { requestId: 'unknown', url: 'https://shop.example.com/api/cart' },
        { requestId: 'pixel', url: 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView' },
      ],
    });
    const rows = rowsOf(response.data!);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const drift = byId.get('drift');
    expect(drift?.category).toBeNull();
    expect(drift?.driftHint).toBe(
      drift?.request.validation.autoValidationResults.suggestedParameters[0]?.message,
    );
    expect(drift?.driftHint).not.toBeNull();
    expect(byId.get('unknown')?.driftHint).toBeNull();
    expect(byId.get('pixel')?.driftHint).toBeNull();
  });

  it('say whether the answer shows the request collected nothing: refused, or not sent', () => {
    const pixel = 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView';
    const response = validate({
      requests: [
        { requestId: 'refused', url: pixel, responseStatus: 403 },
        {
          requestId: 'blocked',
          url: `${pixel}&eid=2`,
          responseStatus: 0,
          responseError: 'net::ERR_BLOCKED_BY_CLIENT',
        },
        { requestId: 'answered', url: `${pixel}&eid=3`, responseStatus: 200 },
        { requestId: 'unknown', url: `${pixel}&eid=4` },
      ],
    });
    expect(rowsOf(response.data!).map((row) => [row.id, row.delivery])).toEqual([
      ['refused', 'refused'],
      ['blocked', 'failed'],
      ['answered', null],
      ['unknown', null],
    ]);
  });

  it("name another site's frame that sent a request, never the page's own site", () => {
    const pixel = 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView';
    const page = 'https://www.shop.example.com/';
    const response = validate({
      requests: [
        { requestId: 'ad', url: pixel, tabUrl: page, frameUrl: 'https://ads01.groovinads.com/' },
        { requestId: 'own', url: `${pixel}&eid=2`, tabUrl: page, frameUrl: 'https://checkout.example.com/' },
        { requestId: 'page', url: `${pixel}&eid=3`, tabUrl: page },
      ],
    });
    expect(rowsOf(response.data!).map((row) => [row.id, row.frame])).toEqual([
      ['ad', 'ads01.groovinads.com'],
      ['own', null],
      ['page', null],
    ]);
  });
});
