import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** mParticle Web SDK upload fields (v3 batch, flattened; v1/v2 message short names). */
export const MPARTICLE_PARAMS: Readonly<Record<string, ParamSpec>> = {
  event_type: { label: 'Event type', group: 'most_used' },
  'data.event_name': { label: 'Event name', group: 'most_used' },
  'data.custom_event_type': { label: 'Custom event type', group: 'most_used' },
  'data.screen_name': { label: 'Screen name', group: 'most_used' },
  'data.source_message_id': { label: 'Message ID', group: 'most_used' },
  'data.session_uuid': { label: 'Session ID', group: 'user' },
  mpid: { label: 'mParticle ID (MPID)', group: 'user' },
  mp_deviceid: { label: 'Device ID', group: 'user' },
  'user_identities.email': { label: 'E-mail', group: 'user' },
  'user_identities.customer_id': { label: 'Customer ID', group: 'user' },
  environment: { label: 'Environment', group: 'most_used' },
  source_request_id: { label: 'Request ID', group: 'other' },
  'consent_state.gdpr': { label: 'GDPR consent', group: 'consent_mode' },
  'consent_state.ccpa': { label: 'CCPA consent', group: 'consent_mode' },
  dt: { label: 'Data type', group: 'most_used' },
  n: { label: 'Event name', group: 'most_used' },
  et: { label: 'Event type', group: 'most_used' },
  sid: { label: 'Session ID', group: 'user' },
  das: { label: 'Device application stamp', group: 'user' },
  id: { label: 'Message ID', group: 'most_used' },
  ct: { label: 'Time', group: 'other' },
  dbg: { label: 'Debug', group: 'other' },
  av: { label: 'Application version', group: 'other' },
  sdk: { label: 'SDK version', group: 'other' },
};

export const MPARTICLE_PATTERNS: readonly ParamPattern[] = [
  {
    prefix: 'data.custom_attributes.',
    group: 'custom_event_parameters',
    label: (rest) => `Custom attribute: ${rest}`,
  },
  { prefix: 'data.product_action.', group: 'e_commerce', label: (rest) => `Product action: ${rest}` },
  { prefix: 'user_attributes.', group: 'user', label: (rest) => `User attribute: ${rest}` },
  { prefix: 'user_identities.', group: 'user', label: (rest) => `User identity: ${rest}` },
  { prefix: 'known_identities.', group: 'user', label: (rest) => `Known identity: ${rest}` },
  { prefix: 'consent_state.', group: 'consent_mode', label: (rest) => `Consent: ${rest}` },
  { prefix: 'attrs.', group: 'custom_event_parameters', label: (rest) => `Attribute: ${rest}` },
  { prefix: 'ua.', group: 'user', label: (rest) => `User attribute: ${rest}` },
  { prefix: 'device_info.', group: 'user', label: (rest) => `Device: ${rest}` },
  { prefix: 'application_info.', group: 'other', label: (rest) => `Application: ${rest}` },
];
