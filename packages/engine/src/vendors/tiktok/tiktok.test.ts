import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { validate } from '../../validation/validate.js';
import { describeVendorFixtures, loadPositiveFixtures } from '../testing/fixtures.js';
import { decodeBase64Utf8 } from './base64.js';

describeVendorFixtures(import.meta.dirname);

const PIXEL = 'CQ8V4JRC77U1M2N3P4Q0';

describe('TikTok decoding beyond the fixtures', () => {
  it('reads a GET whose JSON is base64-encoded in analytics_message', () => {
    const message = {
      event: 'ViewContent',
      context: { pixel: { code: PIXEL }, page: { url: 'https://shop.example.com/p/é' } },
    };
    const encoded = encodeURIComponent(Buffer.from(JSON.stringify(message), 'utf8').toString('base64'));
    const [event] = decode({
      url: `https://analytics.tiktok.com/api/v2/pixel?analytics_message=${encoded}`,
      method: 'GET',
    });
    expect(event?.category).toBe('TIKTOK');
    expect(event?.eventName).toBe('ViewContent');
    expect(event?.accountID).toBe(PIXEL);
    expect(event?.parameters.find((param) => param.name === 'context.page.url')?.value).toBe(
      'https://shop.example.com/p/é',
    );
  });

  it('reports an analytics_message that is not JSON on that parameter', () => {
    const [event] = decode({
      url: 'https://analytics.tiktok.com/api/v2/pixel?analytics_message=bm90IGpzb24',
      method: 'GET',
    });
    expect(event?.findings.map((finding) => [finding.code, finding.fieldPath])).toEqual([
      ['BODY_NOT_JSON', 'analytics_message'],
    ]);
  });

  it('splits a batch body into one event per entry, sharing the top-level fields', () => {
    const body = {
      batch: [
        { event: 'ViewContent', context: { pixel: { code: PIXEL } }, properties: { content_id: 'A' } },
        { event: 'AddToCart', context: { pixel: { code: PIXEL } }, properties: { content_id: 'B' } },
      ],
      message_id: 'messageId-1',
    };
    const events = decode({
      url: 'https://analytics.tiktok.com/api/v2/pixel/batch',
      postData: JSON.stringify(body),
    });
    expect(events.map((event) => [event.eventName, event.accountID, event.requestId])).toEqual([
      ['ViewContent', PIXEL, 'r1#1'],
      ['AddToCart', PIXEL, 'r1#2'],
    ]);
    expect(events[1]?.parameters.find((param) => param.name === 'properties.content_id')?.value).toBe('B');
    expect(events[1]?.parameters.find((param) => param.name === 'message_id')?.value).toBe('messageId-1');
  });

  it('answers a call for every pixel of context.pixel.codes, even without a single code', () => {
    const body = { event: 'Pageview', context: { pixel: { codes: `${PIXEL}|CABCDEF0123456789XYZ` } } };
    const events = decode({
      url: 'https://analytics.tiktok.com/api/v2/pixel',
      postData: JSON.stringify(body),
    });
    expect(events.map((event) => [event.eventName, event.accountID])).toEqual([
      ['Pageview', PIXEL],
      ['Pageview', 'CABCDEF0123456789XYZ'],
    ]);
  });

  it('answers at most 20 pixels of a call, however long its list', () => {
    const codes = Array.from({ length: 10_000 }, (_, index) => `C${String(index).padStart(19, '0')}`);
    const body = { event: 'Pageview', context: { pixel: { code: PIXEL, codes: codes.join('|') } } };
    const events = decode({
      url: 'https://analytics.tiktok.com/api/v2/pixel',
      postData: JSON.stringify(body),
    });
    expect(events).toHaveLength(20);
    expect(events[0]?.accountID).toBe(PIXEL);
  });

  it('answers one event when context.pixel.codes lists only the call’s own pixel', () => {
    const body = { action: 'Click', context: { pixel: { code: PIXEL, codes: PIXEL } } };
    const events = decode({
      url: 'https://analytics.tiktok.com/api/v2/pixel/act',
      postData: JSON.stringify(body),
    });
    expect(events.map((event) => [event.eventName, event.accountID])).toEqual([['Click', PIXEL]]);
  });

  it('splits each batch entry per pixel it serves', () => {
    const body = {
      batch: [
        { event: 'ViewContent', context: { pixel: { code: PIXEL, codes: `${PIXEL}|CABCDEF0123456789XYZ` } } },
        { event: 'AddToCart', context: { pixel: { code: PIXEL } } },
      ],
    };
    const events = decode({
      url: 'https://analytics.tiktok.com/api/v2/pixel/batch',
      postData: JSON.stringify(body),
    });
    expect(events.map((event) => [event.eventName, event.accountID])).toEqual([
      ['ViewContent', PIXEL],
      ['ViewContent', 'CABCDEF0123456789XYZ'],
      ['AddToCart', PIXEL],
    ]);
  });

  it('never throws on odd bodies', () => {
    for (const postData of [
      'null',
      '[]',
      '"text"',
      '{"event":{"nested":true}}',
      '{"batch":[1,null]}',
      '{'.repeat(5000),
    ]) {
      expect(() => decode({ url: 'https://analytics.tiktok.com/api/v2/pixel', postData })).not.toThrow();
    }
  });
});

describe('a call serving two pixels', () => {
  // The abcmouse.com Metadata call (fixture) and each pixel's own Pageview of that page load.
  const metadata = loadPositiveFixtures(import.meta.dirname).find(
    (fixture) => fixture.file === 'act-metadata-two-pixels.json',
  )?.request;
  const pageview = (code: string) => ({
    url: 'https://analytics.tiktok.com/api/v2/pixel',
    method: 'POST',
    postData: JSON.stringify({
      event: 'Pageview',
      message_id: `messageId-1700084597900-${code}`,
      context: { pixel: { code }, page: { url: 'https://www.abcmouse.com/abc/login/' } },
    }),
  });

  it('shows the event under each pixel, and never as a duplicate of itself', () => {
    const answer = validate({
      requests: [pageview('C2J87UCST06BEPRUG4F0'), pageview('CH642RJC77UDT6H4LLG0'), metadata],
    });
    const validated = answer.data?.validatedRequests ?? [];
    expect(
      validated.map((entry) => [
        entry.requestMetadata.eventName,
        entry.requestMetadata.accountID,
        entry.validation.duplicateInfo.isDuplicate,
      ]),
    ).toEqual([
      ['Pageview', 'C2J87UCST06BEPRUG4F0', false],
      ['Pageview', 'CH642RJC77UDT6H4LLG0', false],
      ['Metadata', 'C2J87UCST06BEPRUG4F0', false],
      ['Metadata', 'CH642RJC77UDT6H4LLG0', false],
    ]);
    expect(answer.data?.duplicates).toEqual([]);
  });
});

describe('decodeBase64Utf8', () => {
  it('decodes standard and URL-safe base64 with or without padding', () => {
    expect(decodeBase64Utf8('aMOpbGxv')).toBe('héllo');
    expect(decodeBase64Utf8('Pz8-Pw')).toBe('??>?');
    expect(decodeBase64Utf8('YQ==')).toBe('a');
  });

  it('returns null for text that is not base64 or not UTF-8', () => {
    expect(decodeBase64Utf8('not base64!')).toBeNull();
    expect(decodeBase64Utf8('/w')).toBeNull();
  });
});
