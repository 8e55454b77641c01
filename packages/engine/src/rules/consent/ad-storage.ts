/**
 * Advertising hits of any vendor whose tag does not read Google consent mode, fired while ad_storage is
 * denied (by gcs, gcd alone, Microsoft's asc, or a TCF string without purpose 1): a suggestion, told
 * on both sides, on each such hit naming the request that said so, and on the latest request that
 * reported the denial, naming the hits. Not told once an update granted ad_storage.
 */
import { defineRule, NO_HITS, type Rule } from '../define-rule.js';
import { consentAnalysis, firstIssueOf, quoteConsent } from './consent-analysis.js';
import { CONSENT_SOURCES } from './sources.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const AD_STORAGE_RULES: readonly Rule[] = [
  defineRule({
    id: 'consent.ad-storage-denied',
    code: 'AD_STORAGE_DENIED',
    severity: 'warning',
    description: 'An advertising hit fires while the consent in force says ad_storage is denied.',
    source: CONSENT_SOURCES.consentMode,
    categories: 'all',
    check: (request, session) => {
      const issue = firstIssueOf(session, request, 'AD_STORAGE_DENIED');
      if (!issue) return NO_HITS;
      const reporter = issue.reportedBy;
      const said = reporter ? `${reporter.requestId} (${quoteConsent(reporter)})` : issue.stateFrom;
      return [
        {
          fieldPath: 'requestUrl',
          parameter: 'ad_storage consent',
          message: `This ${request.vendorName ?? 'advertising'} request fired after ${said} reported that the visitor denied ad_storage. Its tag does not read Google consent mode: make it wait for the visitor's consent.`,
          expected: 'no advertising hit while ad_storage is denied',
          received: `fired after ${said}`,
        },
      ];
    },
  }),
  defineRule({
    id: 'consent.ad-storage-denied-reported',
    code: 'AD_STORAGE_DENIED',
    severity: 'warning',
    description: 'Advertising hits fired after this request reported ad_storage denied.',
    source: CONSENT_SOURCES.consentMode,
    categories: 'all',
    check: (request, session) => {
      const hits = consentAnalysis(session).deniedReporters.get(request);
      if (!hits || hits.length === 0) return NO_HITS;
      const quoted = quoteConsent(request);
      const names = [...new Set(hits.map((hit) => hit.vendorName ?? hit.category ?? 'unknown'))];
      return [
        {
          fieldPath: quoted.slice(0, quoted.indexOf('=') === -1 ? quoted.length : quoted.indexOf('=')),
          parameter: 'ad_storage',
          message: `This hit says the visitor denied ad_storage (${quoted}), yet ${plural(hits.length, 'advertising request')} fired after it (${names.join(', ')}: ${hits.map((hit) => hit.requestId).join(', ')}). These tags do not read Google consent mode; make sure they wait for the visitor's consent.`,
          expected: 'no advertising hits while ad_storage is denied',
          received: plural(hits.length, 'advertising request'),
        },
      ];
    },
  }),
];
