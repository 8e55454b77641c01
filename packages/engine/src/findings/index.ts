export type { Finding, Severity } from './finding.js';
export { FINDING_CODES, type FindingCodeInfo, type KnownFindingCode } from './codes.js';
export { makeFinding, DECODER_SOURCE } from './make-finding.js';
