import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Adobe Target parameters: Delivery API query and body (flattened), and at.js 1 mbox fields. */
export const ADOBE_TARGET_PARAMS: Readonly<Record<string, ParamSpec>> = {
  client: { label: 'Client code', group: 'most_used' },
  sessionId: { label: 'Session ID', group: 'user' },
  version: { label: 'at.js version', group: 'other' },
  requestId: { label: 'Request ID', group: 'other' },
  'id.tntId': { label: 'Target visitor ID (tntId)', group: 'user' },
  'id.marketingCloudVisitorId': { label: 'Experience Cloud ID (ECID)', group: 'user' },
  'id.thirdPartyId': { label: 'Third-party ID (mbox3rdPartyId)', group: 'user' },
  'context.address.url': { label: 'Page URL', group: 'most_used' },
  'context.address.referringUrl': { label: 'Referrer', group: 'most_used' },
  'context.channel': { label: 'Channel', group: 'other' },
  'experienceCloud.analytics.logging': { label: 'Analytics for Target logging', group: 'other' },
  'experienceCloud.analytics.supplementalDataId': { label: 'Supplemental data ID (A4T)', group: 'other' },
  property: { label: 'Property token', group: 'most_used' },
  'property.token': { label: 'Property token', group: 'most_used' },
  mbox: { label: 'Mbox name', group: 'most_used' },
  mboxHost: { label: 'Page host', group: 'most_used' },
  mboxURL: { label: 'Page URL', group: 'most_used' },
  mboxReferrer: { label: 'Referrer', group: 'most_used' },
  mboxSession: { label: 'Session ID', group: 'user' },
  mboxPC: { label: 'Visitor profile ID (PC)', group: 'user' },
  mboxPage: { label: 'Page ID', group: 'other' },
  mboxCount: { label: 'Mbox count', group: 'other' },
  mboxRid: { label: 'Request ID', group: 'other' },
  mboxTime: { label: 'Time', group: 'other' },
  mboxVersion: { label: 'Library version', group: 'other' },
  mboxMCGVID: { label: 'Experience Cloud ID (ECID)', group: 'user' },
  mboxMCSDID: { label: 'Supplemental data ID (A4T)', group: 'other' },
};

export const ADOBE_TARGET_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'profile.', group: 'user', label: (rest) => `Profile attribute: ${rest}` },
  { prefix: 'entity.', group: 'e_commerce', label: (rest) => `Entity (Recommendations): ${rest}` },
  { prefix: 'execute.', group: 'custom_event_parameters', label: (rest) => `Execute: ${rest}` },
  { prefix: 'prefetch.', group: 'custom_event_parameters', label: (rest) => `Prefetch: ${rest}` },
  { prefix: 'notifications[', group: 'most_used', label: (rest) => `Notification [${rest}` },
  { prefix: 'context.', group: 'other', label: (rest) => `Context: ${rest}` },
];
