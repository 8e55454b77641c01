import type { Step } from '@puppeteer/replay';

/** The largest viewport a recording may set, in CSS pixels (each side). */
export const MAX_VIEWPORT_SIDE = 4096;
/** The largest device scale factor a recording may set. */
export const MAX_DEVICE_SCALE_FACTOR = 4;

/**
 * Why the runner will not run `step`, or null: a `setViewport` wider or taller than
 * {@link MAX_VIEWPORT_SIDE} or with a device scale factor above {@link MAX_DEVICE_SCALE_FACTOR}
 * (a huge viewport is a memory bomb for the browser and its screenshots). Checked when a journey
 * is read (400 at submission, exit 2 for `tagproof run`) and again before each step runs.
 *
 * @example
 * stepRefusal({ type: 'setViewport', width: 20000, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false, isLandscape: false });
 * // 'the viewport width 20000 is above the limit of 4096 pixels'
 */
export function stepRefusal(step: Step): string | null {
  if (step.type !== 'setViewport') return null;
  for (const side of ['width', 'height'] as const) {
    const value = step[side];
    if (!Number.isFinite(value) || value < 1 || value > MAX_VIEWPORT_SIDE) {
      return `the viewport ${side} ${value} is outside 1…${MAX_VIEWPORT_SIDE} pixels (the limit)`;
    }
  }
  const scale = step.deviceScaleFactor;
  if (!Number.isFinite(scale) || scale <= 0 || scale > MAX_DEVICE_SCALE_FACTOR) {
    return `the device scale factor ${scale} is outside 0…${MAX_DEVICE_SCALE_FACTOR} (the limit)`;
  }
  return null;
}

/** Schemes the top frame of a run may show: web pages, about:blank, and Chromium's error page. */
const PAGE_SCHEMES = new Set(['http:', 'https:', 'about:', 'chrome-error:']);

/**
 * Why the run must stop when its page's top frame shows `url`, or null: a page that navigates
 * itself to a data:, blob:, file: … document has left the web pages a journey tests.
 */
export function pageUrlRefusal(url: string): string | null {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return null;
  }
  if (PAGE_SCHEMES.has(protocol)) return null;
  return `The page navigated to ${url.slice(0, 200)}, not an http(s) page: a journey only loads web pages`;
}
