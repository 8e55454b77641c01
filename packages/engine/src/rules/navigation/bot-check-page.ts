/**
 * Suggestion: the capture landed on a bot manager's check instead of the site. The site sent the
 * capturing browser (an automated or headless one, most often) to the bot manager's own page, so the
 * site's page and its tags never loaded: the capture says nothing of its tracking. Real 2025 captures:
 * www.bancociudad.com.ar and www.directv.com.ar answered 302 to Radware Bot Manager's
 * `validate.perfdrive.com/?ssa=…&ssc=<the page asked for>&ssk=<the bot manager's support address>…`.
 *
 * Only pages the bot manager serves on its own host are known here: a check served on the site's own
 * address answers 403 or 429, which PAGE_ERROR_STATUS tells.
 */
import { NAVIGATION_CATEGORY } from '../../capture/captured-request.js';
import type { DecodedRequest } from '../../decode.js';
import { getParam } from '../../url/params.js';
import { defineRule, NO_HITS } from '../define-rule.js';

/** The bot managers whose check is a page of their own, by host: its name, the parameter naming the page asked for. */
const BOT_CHECK_HOSTS: ReadonlyMap<string, { name: string; askedFor: string }> = new Map([
  ['validate.perfdrive.com', { name: 'Radware Bot Manager', askedFor: 'ssc' }],
]);

/** The bot manager whose check this navigation landed on, or undefined for any other request. */
export function botCheckOf(request: DecodedRequest): { name: string; askedFor: string } | undefined {
  if (request.category !== NAVIGATION_CATEGORY) return undefined;
  return BOT_CHECK_HOSTS.get(getParam(request.parameters, 'page_host') ?? '');
}

export const pageBotCheckRule = defineRule({
  id: 'navigation.page-bot-check',
  code: 'PAGE_BOT_CHECK',
  severity: 'warning',
  description: "The capture landed on a bot manager's check, not on the site's page.",
  source: {
    book: "The bot manager's own check page (Radware Bot Manager: validate.perfdrive.com)",
    url: 'https://www.radware.com/products/bot-manager/',
    lastVerified: '2026-11-30',
  },
  categories: [NAVIGATION_CATEGORY],
  check: (request) => {
    const check = botCheckOf(request);
    if (check === undefined) return NO_HITS;
    // Query parameters are decoded already: the page asked for, as the bot manager wrote it.
    const askedFor = getParam(request.parameters, check.askedFor) ?? '';
    const page = askedFor.length > 0 ? askedFor : 'the page asked for';
    return [
      {
        fieldPath: 'page_host',
        parameter: 'Host',
        message:
          `This page is a bot check of ${check.name}: ${page} took the capturing browser for a bot and sent it ` +
          "here, so the site's page and its tags never loaded and the capture says nothing of them. " +
          'Capture again in an ordinary browser (automated and headless browsers are what such checks refuse).',
        expected: "the site's page",
        received: getParam(request.parameters, 'page_host') ?? '',
      },
    ];
  },
});
