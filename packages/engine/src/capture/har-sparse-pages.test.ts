import { describe, expect, it } from 'vitest';
import { importCapture } from './import-file.js';
import { har, pageRows } from './testing/har.js';

// What older or sparser HAR exports leave out: a page for each frame's pageref, an entry's time.
describe('HAR pages of sparse exports', () => {
  it("takes no frame for a page in Chrome's exports of 2012, which gave each frame a pageref without a page", () => {
    // As a real HAR of buienradar.nl (8 January 2012, WebInspector 535.7) holds an ad frame and the page's
    // Universal Analytics page view, sent from that frame's pageref.
    const html = { content: { mimeType: 'text/html' } };
    const ga =
      'http://www.google-analytics.com/__utm.gif?utmwv=5.2.2&utmhn=buienradar.nl&utmp=%2F&utmac=UA-434951-1';
    const frame = 'http://ad.example.net/adbron.aspx?w=468&h=60';
    const result = importCapture(
      har(
        [
          {
            pageref: 'http://buienradar.nl/',
            request: { method: 'GET', url: 'http://buienradar.nl/' },
            response: html,
          },
          { pageref: frame, request: { method: 'GET', url: frame }, response: html },
          { pageref: 'about:blank', request: { method: 'GET', url: 'about:blank' }, response: html },
          {
            pageref: frame,
            request: { method: 'GET', url: ga },
            response: { content: { mimeType: 'image/gif' } },
          },
        ],
        { pages: [{ id: 'http://buienradar.nl/', title: 'http://buienradar.nl/' }] },
      ),
    );
    expect(pageRows(result)).toEqual([
      ['Navigation', 'http://buienradar.nl/', 'http://buienradar.nl/'],
      [null, ga, 'http://buienradar.nl/'],
    ]);
  });

  it("dates an entry that gives no time with its page's start (GAUnit's HAR)", () => {
    const ua = 'https://www.google-analytics.com/collect?v=1&t=pageview&tid=UA-1-1&cid=1.2';
    const result = importCapture(
      har(
        [
          { pageref: 'page_1', request: { method: 'GET', url: ua } },
          {
            pageref: 'page_1',
            startedDateTime: '2021-01-04T10:00:05.000Z',
            request: { method: 'GET', url: ua },
          },
        ],
        { pages: [{ id: 'page_1', title: 'Demo', startedDateTime: '2021-01-04T10:00:00.000Z' }] },
      ),
    );
    expect(result.requests.map((request) => new Date(request.timestamp).toISOString())).toEqual([
      '2021-01-04T10:00:00.000Z',
      '2021-01-04T10:00:05.000Z',
    ]);
  });
});
