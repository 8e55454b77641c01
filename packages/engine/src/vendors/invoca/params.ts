import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** The tag's ids (from its URL) and the number request's fields, its JSON ones flattened. */
export const INVOCA_PARAMS: Readonly<Record<string, ParamSpec>> = {
  network_id: { label: 'Network ID', group: 'most_used' },
  tag_id: { label: 'Tag ID', group: 'most_used' },
  revision: { label: 'Tag revision (live or draft)', group: 'most_used' },
  js_version: { label: 'Tag script version', group: 'other' },
  client_info: { label: 'Page and browser (JSON)', group: 'other' },
  'client_info.url': { label: 'Page URL', group: 'most_used' },
  'client_info.referrer': { label: 'Referrer', group: 'most_used' },
  'client_info.language': { label: 'Browser language', group: 'other' },
  'client_info.platform': { label: 'Platform', group: 'other' },
  'client_info.cores': { label: 'CPU cores', group: 'other' },
  'client_info.screenWidth': { label: 'Screen width', group: 'other' },
  'client_info.screenHeight': { label: 'Screen height', group: 'other' },
  request_data_shared_params: {
    label: 'Marketing data sent with the request (JSON)',
    group: 'custom_event_parameters',
  },
  'request_data_shared_params.invoca_id': { label: 'Invoca visitor ID', group: 'user' },
  client_messages: { label: 'Client messages (JSON)', group: 'other' },
  jsoncallback: { label: 'JSONP callback', group: 'other' },
};

export const INVOCA_PATTERNS: readonly ParamPattern[] = [
  {
    prefix: 'request_data_shared_params.',
    group: 'custom_event_parameters',
    label: (rest) => `Marketing data: ${rest}`,
  },
  { prefix: 'client_info.', group: 'other', label: (rest) => `Page and browser: ${rest}` },
  { prefix: 'client_messages.', group: 'other', label: (rest) => `Client message: ${rest}` },
];
