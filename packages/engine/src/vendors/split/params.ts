import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/**
 * The fields of the three record streams, as the JavaScript SDK writes them: tracked events, keyed
 * impressions (the short names of the current SDKs and the long names of older ones) and impression
 * counts, plus what a `sendBeacon` wraps around them.
 */
export const SPLIT_PARAMS: Readonly<Record<string, ParamSpec>> = {
  token: { label: 'SDK key', group: 'most_used' },
  sdk: { label: 'SDK and version', group: 'other' },
  sim: { label: 'Impressions mode (OPTIMIZED, DEBUG)', group: 'other' },
  eventTypeId: { label: 'Event type', group: 'most_used' },
  trafficTypeName: { label: 'Traffic type', group: 'most_used' },
  key: { label: 'Key (the id the event is tracked for)', group: 'user' },
  value: { label: 'Value', group: 'most_used' },
  timestamp: { label: 'Event time (ms)', group: 'other' },
  properties: { label: 'Properties', group: 'custom_event_parameters' },
  f: { label: 'Feature flag', group: 'most_used' },
  testName: { label: 'Feature flag', group: 'most_used' },
  k: { label: 'Key (the id the flag was evaluated for)', group: 'user' },
  keyName: { label: 'Key (the id the flag was evaluated for)', group: 'user' },
  t: { label: 'Treatment', group: 'most_used' },
  treatment: { label: 'Treatment', group: 'most_used' },
  m: { label: 'Time (ms; the counted hour for a count)', group: 'other' },
  time: { label: 'Time (ms)', group: 'other' },
  c: { label: 'Change number (flag definition version)', group: 'other' },
  changeNumber: { label: 'Change number (flag definition version)', group: 'other' },
  r: { label: 'Targeting rule label', group: 'most_used' },
  label: { label: 'Targeting rule label', group: 'most_used' },
  b: { label: 'Bucketing key', group: 'user' },
  bucketingKey: { label: 'Bucketing key', group: 'user' },
  pt: { label: 'Previous impression time (ms)', group: 'other' },
  rc: { label: 'Impression count', group: 'most_used' },
};

/** An event's own properties (`properties.plan`). */
export const SPLIT_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'properties.', group: 'custom_event_parameters', label: (rest) => `Property: ${rest}` },
];
