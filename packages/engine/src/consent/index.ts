export { CONSENT_TYPES, type ConsentType, type ConsentValue } from './consent-value.js';
export { CONSENT_FINDING_CODES } from './finding-codes.js';
export { readGcd, readGcdLetter, describeGcdState, type GcdReading, type GcdState } from './gcd.js';
export { readGcs, type GcsReading } from './gcs.js';
export { readTcString, isTcfVendorConsented, type TcfCore } from './tcf.js';
export {
  readUsPrivacy,
  readGppSectionIds,
  readDmaServices,
  GPP_SECTIONS,
  type UsPrivacy,
} from './privacy-strings.js';
export { withConsentParameters, isConsentParameter } from './consent-parameters.js';
export { analyseConsent, type ConsentAnalysis } from './analyse-session.js';
export { CONSENT_FACTS, type ConsentFact } from './facts.js';
export type {
  ConsentState,
  ConsentTimeline,
  ConsentTimelineHit,
  ConsentTimelinePage,
} from './timeline-types.js';
