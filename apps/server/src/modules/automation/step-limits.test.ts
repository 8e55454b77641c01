import type { Step } from '@puppeteer/replay';
import { describe, expect, it } from 'vitest';
import { pageUrlRefusal, stepRefusal } from './step-limits.js';

const viewport = (size: Partial<Record<'width' | 'height' | 'deviceScaleFactor', number>>): Step =>
  ({
    type: 'setViewport',
    width: 1280,
    height: 800,
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    isLandscape: false,
    ...size,
  }) as Step;

describe('stepRefusal', () => {
  it('refuses viewports above 4096 pixels a side or a scale above 4, and odd numbers', () => {
    for (const size of [
      { width: 4097 },
      { height: 1e9 },
      { deviceScaleFactor: 4.5 },
      { width: Number.NaN },
      { height: 0 },
    ]) {
      expect(stepRefusal(viewport(size)), JSON.stringify(size)).toEqual(expect.any(String));
    }
  });

  it('accepts viewports within the limits, and other steps', () => {
    expect(stepRefusal(viewport({ width: 4096, height: 4096, deviceScaleFactor: 4 }))).toBeNull();
    expect(stepRefusal({ type: 'navigate', url: 'https://shop.example/' } as Step)).toBeNull();
  });
});

describe('pageUrlRefusal', () => {
  it('stops a run whose top frame leaves http(s) pages', () => {
    for (const url of [
      'data:text/html,hi',
      'blob:https://shop.example/1',
      'file:///etc/passwd',
      'filesystem:https://a/x',
    ]) {
      expect(pageUrlRefusal(url), url).toEqual(expect.any(String));
    }
  });

  it('lets web pages, about:blank and the error page be', () => {
    for (const url of [
      'https://shop.example/',
      'http://shop.example/',
      'about:blank',
      'chrome-error://chromewebdata/',
    ]) {
      expect(pageUrlRefusal(url), url).toBeNull();
    }
  });
});
