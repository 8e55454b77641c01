import { describe, expect, it } from 'vitest';
import { normalizeRequest } from '../../capture/normalize.js';
import { tiktok } from '../tiktok/tiktok.js';
import { toRequestView } from '../request-view.js';
import { describeVendorFixtures } from '../testing/fixtures.js';
import { tiktokPixel } from './tiktok-pixel.js';

describeVendorFixtures(import.meta.dirname);

describe('TikTok pixel and TikTok events never overlap', () => {
  const paths = [
    '/i18n/pixel/events.js?sdkid=X',
    '/i18n/pixel/static/main.MWIw.js',
    '/i18n/pixel/enable_cookie',
    '/api/v2/pixel',
    '/api/v2/pixel/act',
    '/api/v2/performance_interaction',
    '/api/v2/i18n/pixel/events.js',
    '/i18n/pixel/api/v2/pixel',
  ];
  for (const path of paths) {
    it(`exactly one of them matches ${path}`, () => {
      for (const host of ['analytics.tiktok.com', 'analytics-sg.tiktok.com']) {
        const captured = normalizeRequest(
          { url: `https://${host}${path}`, method: 'POST', postData: '{}' },
          0,
        );
        const view = 'reason' in captured ? null : toRequestView(captured);
        expect(view).not.toBeNull();
        if (view === null) continue;
        expect([tiktok.match(view), tiktokPixel.match(view)].filter(Boolean).length).toBe(1);
      }
    });
  }
});
