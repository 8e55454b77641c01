/**
 * Suggestion: a page the capture navigated to answered with an HTTP error (4xx, 5xx). Its tags still
 * fired, so its page views count an error page: a broken link, a removed or mistyped page, a server
 * fault, and a campaign that sends visitors there loses them (a real 2025 capture: a data broker's
 * opt-out page answered 404, and GA4 recorded `dt=Not Found`).
 */
import { NAVIGATION_CATEGORY } from '../../capture/captured-request.js';
import { own } from '../../own.js';
import { defineRule, NO_HITS } from '../define-rule.js';

/** The names of the error statuses a page commonly answers with. */
const STATUS_NAMES: Readonly<Record<string, string>> = {
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '410': 'Gone',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
  '504': 'Gateway Timeout',
};

/** Statuses a bot check answers a browser it refuses with (a real 2025 capture: Cloudflare's 403). */
const REFUSALS: ReadonlySet<number> = new Set([401, 403, 429]);

/** The lowest HTTP status that is an error. */
const FIRST_ERROR = 400;
/** The highest status HTTP defines. */
const LAST_STATUS = 599;

export const pageErrorStatusRule = defineRule({
  id: 'navigation.page-error-status',
  code: 'PAGE_ERROR_STATUS',
  severity: 'warning',
  description: 'A page the capture navigated to answered with an HTTP error (4xx, 5xx).',
  source: {
    book: 'HTTP status of the answer',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Status',
    lastVerified: '2026-11-29',
  },
  categories: [NAVIGATION_CATEGORY],
  check: (request) => {
    const status = request.captured.delivery?.status ?? 0;
    if (status < FIRST_ERROR || status > LAST_STATUS) return NO_HITS;
    const name = own(STATUS_NAMES, String(status));
    const answered = name === undefined ? `${status}` : `${status} (${name})`;
    const kind = status >= 500 ? 'a server error' : 'an error page';
    return [
      {
        fieldPath: 'response.status',
        parameter: 'Response status',
        message:
          `This page answered ${answered}: the capture landed on ${kind}, and a page view sent from it ` +
          'counts that error page. Fix the link or the page; a campaign or ad sending visitors here loses them.' +
          (REFUSALS.has(status)
            ? ' A bot check (such as a CDN challenge) may also have refused the capturing browser: capture again in an ordinary browser.'
            : ''),
        expected: 'a 2xx answer',
        received: `status ${status}`,
      },
    ];
  },
});
