import { describe, expect, it } from 'vitest';
import { decodeComponent } from './decode-component.js';
import { flattenJson } from './flatten-json.js';
import { parseMultipart } from './multipart.js';
import { mergeParams, parseParams } from './params.js';
import { hostMatches, parseUrl } from './parse-url.js';

describe('parseUrl', () => {
  it.each([
    [
      'https://User:pw@WWW.Example.com:8443/a/b?x=1&y=2#frag',
      {
        protocol: 'https',
        host: 'www.example.com',
        port: '8443',
        path: '/a/b',
        query: 'x=1&y=2',
        fragment: 'frag',
      },
    ],
    ['http://example.com', { host: 'example.com', path: '/', query: '' }],
    [
      '//cdn.example.com/x.js?v=1',
      { protocol: 'https', host: 'cdn.example.com', path: '/x.js', query: 'v=1' },
    ],
    [
      'www.google-analytics.com/g/collect?v=2',
      { host: 'www.google-analytics.com', path: '/g/collect', query: 'v=2' },
    ],
    ['https://example.com?only=query', { path: '/', query: 'only=query' }],
    ['http://[::1]:8080/p', { host: '[::1]', port: '8080', path: '/p' }],
    ['https://example.com./trailing-dot', { host: 'example.com' }],
  ])('takes %s apart', (raw, expected) => {
    expect(parseUrl(raw)).toMatchObject(expected);
  });

  it.each(['', '/relative/path', 'https://', 'ht tp://x y/'])('refuses %j', (raw) => {
    expect(parseUrl(raw)).toBeNull();
  });
});

describe('hostMatches', () => {
  it.each([
    ['facebook.com', 'facebook.com', true],
    ['www.facebook.com', 'facebook.com', true],
    ['notfacebook.com', 'facebook.com', false],
    ['facebook.com.evil.example', 'facebook.com', false],
  ])('%s under %s: %s', (host, domain, expected) => expect(hostMatches(host, domain)).toBe(expected));
});

describe('parseParams', () => {
  it('decodes names and values, keeps order and repeats, reads + as a space', () => {
    expect(parseParams('a=1&b=x+y&a=2&&c&d=%E2%82%AC')).toEqual([
      { name: 'a', value: '1' },
      { name: 'b', value: 'x y' },
      { name: 'a', value: '2' },
      { name: 'c', value: '' },
      { name: 'd', value: '€' },
    ]);
  });

  it('keeps malformed escapes as they were written', () => {
    expect(parseParams('q=100%&r=%ZZ%41')).toEqual([
      { name: 'q', value: '100%' },
      { name: 'r', value: '%ZZA' },
    ]);
  });

  it('lets later lists override earlier values by name', () => {
    expect(
      mergeParams(
        [
          { name: 'a', value: '1' },
          { name: 'b', value: '2' },
        ],
        [{ name: 'a', value: '3' }],
      ),
    ).toEqual([
      { name: 'a', value: '3' },
      { name: 'b', value: '2' },
    ]);
  });
});

describe('decodeComponent', () => {
  it('never throws on broken UTF-8', () => expect(decodeComponent('%E2%82')).toBe('%E2%82'));
});

describe('flattenJson', () => {
  it('names nested values with dots and brackets', () => {
    expect(flattenJson({ a: { b: [1, { c: 'x' }] }, e: {}, f: [], g: null, h: true })).toEqual([
      { name: 'a.b[0]', value: '1' },
      { name: 'a.b[1].c', value: 'x' },
      { name: 'e', value: '{}' },
      { name: 'f', value: '[]' },
      { name: 'g', value: 'null' },
      { name: 'h', value: 'true' },
    ]);
  });

  it('survives very deep values', () => {
    let deep: unknown = 'leaf';
    for (let index = 0; index < 20_000; index++) deep = [deep];
    expect(flattenJson(deep)).toHaveLength(1);
  });
});

describe('parseMultipart', () => {
  it('reads text fields', () => {
    const body =
      '--XyZ\r\nContent-Disposition: form-data; name="id"\r\n\r\n42\r\n--XyZ\r\nContent-Disposition: form-data; name="ev"\r\n\r\nLead\r\n--XyZ--\r\n';
    expect(parseMultipart(body)).toEqual([
      { name: 'id', value: '42' },
      { name: 'ev', value: 'Lead' },
    ]);
  });

  it('is null for a body that is not multipart', () => expect(parseMultipart('a=1')).toBeNull());
});
