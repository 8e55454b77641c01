import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** The event message's fields and the static properties Indicative.js adds to every event. */
export const INDICATIVE_PARAMS: Readonly<Record<string, ParamSpec>> = {
  apiKey: { label: 'Project API key', group: 'most_used' },
  eventName: { label: 'Event name', group: 'most_used' },
  eventUniqueId: { label: 'User ID (unique ID)', group: 'user' },
  eventTime: { label: 'Event time (ms)', group: 'other' },
  automatic: { label: 'Automatic event', group: 'other' },
  previousId: { label: 'Previous user ID (alias)', group: 'user' },
  newId: { label: 'New user ID (alias)', group: 'user' },
  timestamp: { label: 'Alias time (ms)', group: 'other' },
  breakcache: { label: 'Cache buster', group: 'other' },
  'properties.page_url': { label: 'Page URL', group: 'most_used' },
  'properties.page_title': { label: 'Page title', group: 'most_used' },
  'properties.browser_referrer': { label: 'Referrer', group: 'most_used' },
  'properties.browser_referrer_domain': { label: 'Referrer domain', group: 'other' },
  'properties.browser_referrer_protocol': { label: 'Referrer scheme', group: 'other' },
  'properties.browser_referrer_path': { label: 'Referrer path', group: 'other' },
  'properties.browser_referrer_query': { label: 'Referrer query', group: 'other' },
  'properties.browser': { label: 'Browser', group: 'other' },
  'properties.browser_os': { label: 'Operating system', group: 'other' },
  'properties.browser_device': { label: 'Device (Web, Mobile)', group: 'other' },
  'properties.browser_language': { label: 'Browser language', group: 'other' },
  'properties.campaign_source': { label: 'Campaign source (utm_source)', group: 'most_used' },
  'properties.campaign_medium': { label: 'Campaign medium (utm_medium)', group: 'most_used' },
  'properties.campaign_name': { label: 'Campaign name (utm_campaign)', group: 'most_used' },
  'properties.campaign_term': { label: 'Campaign term (utm_term)', group: 'other' },
  'properties.campaign_content': { label: 'Campaign content (utm_content)', group: 'other' },
};

/** Indicative.js's marketing copies of the UTM fields, then any other property. */
export const INDICATIVE_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'properties.$indicative_', group: 'other', label: (rest) => `Indicative: ${rest}` },
  { prefix: 'properties.', group: 'custom_event_parameters', label: (rest) => `Property: ${rest}` },
];
