import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOmnibug, omnibugDecodeAll, type OmnibugDecoder } from './omnibug.js';

// A checkout shaped like Omnibug's (a provider factory, a base class, providers that register through
// the factory), written here for the test: what the bench joins and imports, never Omnibug's code.
const BASE = `class BaseProvider {
  constructor() { this._key = ""; this._pattern = /.*/; }
  get key() { return this._key; }
  get pattern() { return this._pattern; }
  checkUrl(url) { return this._pattern.test(url); }
  parseUrl(url, postData = "") {
    if (postData === "broken") throw new Error("cannot read");
    console.error("postData is not JSON");
    return { provider: { key: this.key }, data: [...new URL(url).searchParams] };
  }
}`;
const FACTORY = `var OmnibugProvider = (function() {
  const providers = {};
  return {
    addProvider: (provider) => { providers[provider.key] = provider; },
    getProviderForUrl: (url) => Object.values(providers).find((p) => p.checkUrl(url)) ?? new BaseProvider(),
    parseUrl: (url, postData = "") => OmnibugProvider.getProviderForUrl(url).parseUrl(url, postData),
    getPattern: () => new RegExp(Object.values(providers).map((p) => p.pattern.source).join("|"), "i"),
  };
})();`;
const provider = (name: string, key: string, pattern: string) =>
  `class ${name}Provider extends BaseProvider {
  constructor() { super(); this._key = "${key}"; this._pattern = /${pattern}/; }
}`;

let checkout = '';
afterEach(() => rmSync(checkout, { recursive: true, force: true }));

/** The factory, the base class and `providers`, loaded as the bench loads a checkout. */
async function loadShaped(providers: Record<string, string>): Promise<OmnibugDecoder> {
  const omnibug = await loadOmnibug(
    writeCheckout({ 'BaseProvider.js': BASE, 'OmnibugProvider.js': FACTORY, ...providers }),
  );
  if (typeof omnibug === 'string') throw new Error(omnibug);
  return omnibug;
}

function writeCheckout(files: Record<string, string>): string {
  checkout = mkdtempSync(join(tmpdir(), 'omnibug-shaped-'));
  mkdirSync(join(checkout, 'src', 'providers'), { recursive: true });
  for (const [name, text] of Object.entries(files))
    writeFileSync(join(checkout, 'src', 'providers', name), text);
  return checkout;
}

describe('Omnibug beside validate()', () => {
  it('joins the provider files of a checkout and decodes with every provider they register', async () => {
    const omnibug = await loadShaped({
      'BingAds.js': provider('BingAds', 'BINGUET', 'bat\\.bing\\.com\\/action'),
      'FacebookPixel.js': provider('FacebookPixel', 'FACEBOOKPIXEL', 'facebook\\.com\\/tr'),
    });
    expect(omnibug.providerOf('https://bat.bing.com/action/0?ti=1')).toBe('BINGUET');
    expect(omnibug.providerOf('https://www.facebook.com/tr/?id=1')).toBe('FACEBOOKPIXEL');
    expect(omnibug.providerOf('https://cdn.example.com/app.js')).toBe('');
    expect(omnibug.wants('https://cdn.example.com/app.js')).toBe(false);

    // Its filter passes over what no provider takes; a request its decoder throws on is not counted.
    const decoded = omnibugDecodeAll(omnibug, [
      { url: 'https://bat.bing.com/action/0?ti=1&evt=pageLoad' },
      { url: 'https://www.facebook.com/tr/?id=1&ev=PageView', postData: 'broken' },
      { url: 'https://cdn.example.com/app.js' },
      { method: 'GET' },
    ]);
    expect(decoded).toBe(1);
  });

  it('gives the console back after silencing what Omnibug logs', async () => {
    const omnibug = await loadShaped({ 'BingAds.js': provider('BingAds', 'BINGUET', 'bat\\.bing\\.com') });
    const { error } = console;
    omnibugDecodeAll(omnibug, [{ url: 'https://bat.bing.com/action/0', postData: 'ti=1' }]);
    expect(console.error).toBe(error);
  });

  it('says why when the folder is no Omnibug checkout', async () => {
    expect(await loadOmnibug(join(tmpdir(), 'no-such-omnibug-checkout'))).toMatch(
      /cannot be read: OMNIBUG_DIR must be a checkout of github\.com\/MisterPhilip\/omnibug/,
    );
    expect(await loadOmnibug(writeCheckout({ 'BingAds.js': provider('BingAds', 'B', 'x') }))).toMatch(
      /has no BaseProvider\.js and OmnibugProvider\.js/,
    );
  });
});
