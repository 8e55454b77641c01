import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/**
 * Permutive's fields: the query of its API calls and the fields of an event or an identify body, as
 * Permutive's API reference and SDK guide name them, or as a real capture shows them (see
 * permutive.ts). Any other field keeps its wire name.
 */
export const PERMUTIVE_PARAMS: Readonly<Record<string, ParamSpec>> = {
  k: { label: 'Workspace API key (public)', group: 'most_used' },
  enrich: { label: 'Enrich with geo, ISP and language data', group: 'other' },
  sdkp: { label: 'Sent by a Permutive SDK', group: 'other' },
  name: { label: 'Event name', group: 'most_used' },
  user_id: { label: 'Permutive user ID', group: 'user' },
  session_id: { label: 'Session ID', group: 'user' },
  view_id: { label: 'Page view ID', group: 'user' },
  time: { label: 'Event time', group: 'other' },
  segments: { label: 'Segments', group: 'other' },
  cohorts: { label: 'Cohorts', group: 'other' },
  'properties.client.url': { label: 'Page URL', group: 'most_used' },
  'properties.client.referrer': { label: 'Referrer', group: 'most_used' },
  'properties.client.title': { label: 'Page title', group: 'most_used' },
  'properties.client.domain': { label: 'Page domain', group: 'other' },
  'properties.client.type': { label: 'Client type', group: 'other' },
  'properties.client.user_agent': { label: 'User agent', group: 'user' },
  'properties.segment_number': { label: 'Segment number', group: 'custom_event_parameters' },
};

/** `0].tag` (the part of `aliases[0].tag` after `aliases[`): the entry's number from 1, and its field. */
function aliasLabel(rest: string): string {
  const match = /^(\d+)\]\.(.+)$/.exec(rest);
  if (match === null) return `Identity ${rest}`;
  const field = match[2] ?? '';
  const name = field === 'id' ? 'value' : field === 'priority' ? 'priority (0 first)' : field;
  return `Identity ${Number(match[1]) + 1}: ${name}`;
}

/** `3]` (the part of `segments[3]` after `segments[`): the entry's number from 1. */
function entryNumber(rest: string): string {
  const match = /^(\d+)\]$/.exec(rest);
  return match === null ? rest : String(Number(match[1]) + 1);
}

export const PERMUTIVE_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'properties.client.', group: 'other', label: (rest) => `Client: ${rest}` },
  { prefix: 'properties.geo_info.', group: 'user', label: (rest) => `Geo: ${rest}` },
  { prefix: 'properties.isp_info.', group: 'user', label: (rest) => `ISP: ${rest}` },
  {
    prefix: 'properties.classifications_watson.',
    group: 'other',
    label: (rest) => `Watson classification: ${rest}`,
  },
  { prefix: 'properties.', group: 'custom_event_parameters', label: (rest) => `Property: ${rest}` },
  { prefix: 'aliases[', group: 'user', label: aliasLabel },
  { prefix: 'segments[', group: 'other', label: (rest) => `Segment ${entryNumber(rest)}` },
  { prefix: 'cohorts[', group: 'other', label: (rest) => `Cohort ${entryNumber(rest)}` },
];
