import { makeFinding } from '../../findings/make-finding.js';
import type { Finding } from '../../findings/finding.js';
import type { Param } from '../../url/params.js';
import { ESCAPED_AMPERSAND } from './params.js';

/** Fields sent as `amp;<name>`: the tag escaped its ampersands for HTML, and Nielsen reads none of them. */
export function escapedAmpersandFindings(params: readonly Param[]): Finding[] {
  const escaped = params.filter((param) => param.name.startsWith(ESCAPED_AMPERSAND));
  const first = escaped[0];
  if (first === undefined) return [];
  const sent = escaped.map((param) => param.name).join(', ');
  const meant = escaped.map((param) => param.name.slice(ESCAPED_AMPERSAND.length)).join(', ');
  return [
    makeFinding('NAME_INVALID', {
      fieldPath: first.name,
      parameter: first.name.slice(ESCAPED_AMPERSAND.length),
      message:
        `The tag wrote its ampersands HTML-escaped (&amp;), so Nielsen receives ${sent} instead of ` +
        `${meant}: those fields are lost. A URL built in a script takes a plain &; &amp; belongs in HTML only.`,
      expected: meant,
      received: sent,
    }),
  ];
}
