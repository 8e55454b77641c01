import { analyseConsent, type ConsentAnalysis } from '../../consent/analyse-session.js';
import type { ConsentIssue } from '../../consent/judge-hit.js';
import type { DecodedRequest } from '../../decode.js';
import type { SessionContext } from '../define-rule.js';

const NONE: readonly ConsentIssue[] = Object.freeze([]);

/** The session's consent analysis, computed once per validation run. */
export function consentAnalysis(session: SessionContext): ConsentAnalysis {
  return session.memo('consent.analysis', (context) => analyseConsent(context.requests));
}

/** The consent issues of one request with the given code. */
export function issuesOf(
  session: SessionContext,
  request: DecodedRequest,
  code: ConsentIssue['code'],
): readonly ConsentIssue[] {
  const issues = consentAnalysis(session).issues.get(request);
  return issues === undefined ? NONE : issues.filter((issue) => issue.code === code);
}

/** `gcd=…` or `gcs=…` (whichever the request carries), to quote the string that said so. */
export function quoteConsent(request: DecodedRequest): string {
  for (const name of ['gcd', 'gcs', 'npa', 'asc', 'gdpr_consent']) {
    const param = request.parameters.find((candidate) => candidate.name === name);
    if (param) return `${name}=${param.value.slice(0, 40)}`;
  }
  return 'consent';
}
