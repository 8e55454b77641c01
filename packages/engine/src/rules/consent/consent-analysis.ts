import { analyseConsent, type ConsentAnalysis } from '../../consent/analyse-session.js';
import { NO_CONSENT_ISSUES, type ConsentIssue } from '../../consent/judge-hit.js';
import type { DecodedRequest } from '../../decode.js';
import type { SessionContext } from '../define-rule.js';

const analyse = (session: SessionContext): ConsentAnalysis => analyseConsent(session.requests);

/** The session's consent analysis, computed once per validation run. */
export function consentAnalysis(session: SessionContext): ConsentAnalysis {
  return session.memo('consent.analysis', analyse);
}

/** The consent issues of one request with the given code. */
export function issuesOf(
  session: SessionContext,
  request: DecodedRequest,
  code: ConsentIssue['code'],
): readonly ConsentIssue[] {
  const issues = consentAnalysis(session).issues.get(request);
  return issues === undefined ? NO_CONSENT_ISSUES : issues.filter((issue) => issue.code === code);
}

/** The first consent issue of one request with the given code, if any (nothing allocated when none). */
export function firstIssueOf(
  session: SessionContext,
  request: DecodedRequest,
  code: ConsentIssue['code'],
): ConsentIssue | undefined {
  const issues = consentAnalysis(session).issues.get(request);
  if (issues === undefined) return undefined;
  for (const issue of issues) if (issue.code === code) return issue;
  return undefined;
}

/** `gcd=…` or `gcs=…` (whichever the request carries), to quote the string that said so. */
export function quoteConsent(request: DecodedRequest): string {
  for (const name of ['gcd', 'gcs', 'npa', 'asc', 'gdpr_consent']) {
    const param = request.parameters.find((candidate) => candidate.name === name);
    if (param) return `${name}=${param.value.slice(0, 40)}`;
  }
  return 'consent';
}
