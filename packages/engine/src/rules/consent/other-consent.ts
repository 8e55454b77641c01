/**
 * The other consent checks, judged against the consent in force (consent/analyse-session.ts): user data
 * while ad_user_data is denied, remarketing while ad_personalization is denied, Google tags firing
 * before the page set its consent default, and Google tags that do not see the consent the page set.
 * Suggestions (RULES.md: warnings).
 */
import { defineRule, NO_HITS, type Rule } from '../define-rule.js';
import { firstIssueOf, issuesOf } from './consent-analysis.js';
import { CONSENT_SOURCES } from './sources.js';

export const OTHER_CONSENT_RULES: readonly Rule[] = [
  defineRule({
    id: 'consent.ad-user-data-denied',
    code: 'AD_USER_DATA_DENIED',
    severity: 'warning',
    description:
      'User data (enhanced conversions, advanced matching, a hashed e-mail) is sent while ad_user_data is denied.',
    source: CONSENT_SOURCES.consentMode,
    categories: 'all',
    check: (request, session) => {
      const issues = issuesOf(session, request, 'AD_USER_DATA_DENIED');
      if (issues.length === 0) return NO_HITS;
      return issues.map((issue) => ({
        fieldPath: issue.parameter ?? 'requestUrl',
        parameter: 'ad_user_data consent',
        message: `This request sends user data (${issue.parameter ?? 'user data'}) although ${issue.stateFrom} reported that the visitor denied ad_user_data. Send user data only once the visitor granted it.`,
        expected: 'no user data while ad_user_data is denied',
        received: `${issue.parameter ?? 'user data'} under the state of ${issue.stateFrom} (${issue.source ?? 'consent'})`,
      }));
    },
  }),
  defineRule({
    id: 'consent.ad-personalization-denied',
    code: 'AD_PERSONALIZATION_DENIED',
    severity: 'warning',
    description: 'A remarketing hit fires while ad_personalization is denied (or npa=1).',
    source: CONSENT_SOURCES.consentMode,
    categories: 'all',
    check: (request, session) => {
      const issues = issuesOf(session, request, 'AD_PERSONALIZATION_DENIED');
      if (issues.length === 0) return NO_HITS;
      return issues.map((issue) => ({
        fieldPath: 'requestUrl',
        parameter: 'ad_personalization consent',
        message: `This ${request.vendorName ?? 'advertising'} request can feed remarketing audiences, although ${issue.stateFrom} reported that the visitor denied ad_personalization. Its tag does not read Google consent mode: hold it back, or tell it not to personalise.`,
        expected: 'no remarketing hit while ad_personalization is denied',
        received: `fired under the state of ${issue.stateFrom} (${issue.source ?? 'consent'})`,
      }));
    },
  }),
  defineRule({
    id: 'consent.default-set-too-late',
    code: 'CONSENT_DEFAULT_LATE',
    severity: 'warning',
    description: 'A Google tag fired before the page set its consent default.',
    source: CONSENT_SOURCES.consentSetup,
    categories: 'all',
    check: (request, session) => {
      const issue = firstIssueOf(session, request, 'CONSENT_DEFAULT_LATE');
      if (!issue) return NO_HITS;
      return [
        {
          fieldPath: 'gcd',
          parameter: 'consent default',
          message: `This hit says no consent type was set (gcd all "not set"), yet ${issue.stateFrom} on the same page has a consent default: the default is set too late. Set the consent default before any tag fires.`,
          expected: 'the consent default set before the first tag fires',
          received: `no consent set; first default on ${issue.stateFrom}`,
        },
      ];
    },
  }),
  defineRule({
    id: 'consent.not-applied',
    code: 'CONSENT_NOT_APPLIED',
    severity: 'warning',
    description:
      'A Google tag sends no consent state (gcd all "not set") after another Google tag on the page reported the consent the page set.',
    source: CONSENT_SOURCES.consentSetup,
    categories: 'all',
    check: (request, session) => {
      const issue = firstIssueOf(session, request, 'CONSENT_NOT_APPLIED');
      if (!issue) return NO_HITS;
      // frm=1: the tag ran in a frame of the page (a form, a widget), whose own page sets no consent.
      const framed = request.parameters.some((param) => param.name === 'frm' && param.value === '1');
      const cause = framed
        ? "this tag runs in a frame of the page (frm=1), whose own page sets no consent, and so runs as if consent mode were not in use. Set the same consent default, and pass on the visitor's choice, in the page shown in the frame."
        : "this tag does not see it, and runs as if the page did not use consent mode. Make every Google tag on the page read the page's consent (the same dataLayer, with the consent default set before the tag fires).";
      return [
        {
          fieldPath: 'gcd',
          parameter: 'consent state',
          message: `This hit says no consent type was set (gcd all "not set"), although ${issue.stateFrom}, sent before it on the same page, reports the consent the page set: ${cause}`,
          expected: `the consent state ${issue.stateFrom} reports`,
          received: 'no consent set (gcd all "not set")',
        },
      ];
    },
  }),
];
