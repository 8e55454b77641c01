import { FINDING_CODES, type KnownFindingCode } from './codes.js';
import type { Finding, Severity } from './finding.js';

/** The source named by findings about how a request was decoded. */
export const DECODER_SOURCE = 'Tagproof decoder';

/** Builds a finding with the catalogue's default severity unless one is given. */
export function makeFinding(
  code: KnownFindingCode,
  fields: Omit<Finding, 'code' | 'severity' | 'source'> & { severity?: Severity; source?: string },
): Finding {
  const { severity, source, ...rest } = fields;
  return {
    code,
    severity: severity ?? FINDING_CODES[code].severity,
    source: source ?? DECODER_SOURCE,
    ...rest,
  };
}
