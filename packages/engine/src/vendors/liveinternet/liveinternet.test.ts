import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';
import { hitFields, unescapeText } from './liveinternet.js';

describeVendorFixtures(import.meta.dirname);

describe("LiveInternet's escape()-written fields", () => {
  it('reads Latin-1 bytes and code units as escape() wrote them, and leaves a lone % alone', () => {
    expect(unescapeText('Espa%F1ol')).toBe('Español');
    expect(unescapeText('%u0424%u043E%u0440%u0443%u043C')).toBe('Форум');
    expect(unescapeText('100% sure+ok')).toBe('100% sure+ok');
  });

  it('names each field by its first letter, the random number last, and keeps what it does not know', () => {
    expect(hitFields('t44.6;r;s1280*720*24;uhttps%3A//a.example/;hT;0.5;x1')).toEqual([
      { name: 't', value: '44.6' },
      { name: 'r', value: '' },
      { name: 's', value: '1280*720*24' },
      { name: 'u', value: 'https://a.example/' },
      { name: 'h', value: 'T' },
      { name: 'random', value: '0.5' },
      { name: 'field', value: 'x1' },
    ]);
    expect(hitFields('')).toEqual([]);
  });
});

describe("a LiveInternet hit's account", () => {
  const accountOf = (u: string) =>
    decode({ url: `https://counter.yadro.ru/hit?r;s1280*720*24;u${u};0.5` })[0]?.accountID;

  it("is the page's host without www., else none: an odd page is no account", () => {
    expect(accountOf('https%3A//www.example.com/a')).toBe('example.com');
    expect(accountOf('')).toBeNull();
    expect(accountOf('about%3Ablank')).toBeNull();
    expect(accountOf('%%%')).toBeNull();
    expect(accountOf('https%3A//')).toBeNull();
  });
});
