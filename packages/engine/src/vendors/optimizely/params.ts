import type { ParamPattern, ParamSpec } from '../define-vendor.js';
import { own } from '../../own.js';

/**
 * Labels of the event API's fields. An event's fields are shown under `event.`; the Web snippet sends
 * them under one-letter keys (`e`, `k`, `y`, `u`, `t`, `a`, `$`, `v`), the documented API and the SDKs
 * under long ones (`entity_id`, `key`, `type`, `uuid`, `timestamp`, `tags`, `revenue`, `value`).
 */
export const OPTIMIZELY_PARAMS: Readonly<Record<string, ParamSpec>> = {
  account_id: { label: 'Account ID', group: 'most_used' },
  project_id: { label: 'Project ID', group: 'most_used' },
  revision: { label: 'Snippet revision', group: 'other' },
  'event.key': { label: 'Event key', group: 'most_used' },
  'event.k': { label: 'Event key', group: 'most_used' },
  'event.type': { label: 'Event type', group: 'most_used' },
  'event.y': { label: 'Event type', group: 'most_used' },
  'event.entity_id': { label: 'Entity ID (campaign, page or event)', group: 'most_used' },
  'event.e': { label: 'Entity ID (campaign, page or event)', group: 'most_used' },
  'event.uuid': { label: 'Event UUID', group: 'most_used' },
  'event.u': { label: 'Event UUID', group: 'most_used' },
  'event.timestamp': { label: 'Timestamp', group: 'other' },
  'event.t': { label: 'Timestamp', group: 'other' },
  'event.revenue': { label: 'Revenue (cents)', group: 'e_commerce' },
  'event.$': { label: 'Revenue (cents)', group: 'e_commerce' },
  'event.value': { label: 'Value', group: 'e_commerce' },
  'event.v': { label: 'Value', group: 'e_commerce' },
  'event.a': { label: 'Tags', group: 'custom_event_parameters' },
  anonymize_ip: { label: 'Anonymise IP', group: 'consent_mode' },
  client_name: { label: 'Client', group: 'other' },
  client_version: { label: 'Client version', group: 'other' },
  enrich_decisions: { label: 'Enrich decisions', group: 'other' },
  // The legacy `/log/event` body (client 0.4x) names its fields in camelCase at the top level.
  eventName: { label: 'Event name', group: 'most_used' },
  eventType: { label: 'Event type', group: 'most_used' },
  eventId: { label: 'Event UUID', group: 'most_used' },
  accountId: { label: 'Account ID', group: 'most_used' },
  projectId: { label: 'Project ID', group: 'most_used' },
  visitorId: { label: 'Visitor ID', group: 'user' },
  eventEntityId: { label: 'Event ID', group: 'most_used' },
  // Optimizely Classic's Event API (`<project id>.log.optimizely.com/event`).
  a: { label: 'Project ID', group: 'most_used' },
  d: { label: 'Account ID', group: 'most_used' },
  n: { label: 'Event key (the page URL on a page call)', group: 'most_used' },
  u: { label: 'Visitor ID', group: 'user' },
  g: { label: 'Goal IDs', group: 'most_used' },
  v: { label: 'Goal value (revenue in cents)', group: 'e_commerce' },
  time: { label: 'Timestamp (s)', group: 'other' },
};

/** A decision's fields, short and long (`c` is `campaign_id`). */
const DECISION_FIELDS: Readonly<Record<string, string>> = {
  c: 'campaign ID',
  campaign_id: 'campaign ID',
  x: 'experiment ID',
  experiment_id: 'experiment ID',
  v: 'variation ID',
  variation_id: 'variation ID',
  h: 'campaign holdback',
  is_campaign_holdback: 'campaign holdback',
};

/** A visitor attribute's fields, short and long (`t` is `type`). */
const ATTRIBUTE_FIELDS: Readonly<Record<string, string>> = {
  e: 'entity ID',
  entity_id: 'entity ID',
  k: 'key',
  key: 'key',
  t: 'type',
  type: 'type',
  v: 'value',
  value: 'value',
};

const DECISION = /^\d+\]\.snapshots\[(\d+)\]\.decisions\[(\d+)\]\.([^.]+)$/;
const ATTRIBUTE = /^\d+\]\.attributes\[(\d+)\]\.([^.]+)$/;
const SNAPSHOT = /^\d+\]\.snapshots\[(\d+)\]\.(activationTimestamp|decisions)$/;

/** A visitor's own fields, after `visitors[n].`. */
const VISITOR_FIELDS: Readonly<Record<string, string>> = {
  visitor_id: 'Visitor ID',
  session_id: 'Session ID',
};

/** `visitors[0].snapshots[1].decisions[2].c` → `Snapshot 2, decision 3: campaign ID`. */
function visitorFieldLabel(rest: string): string {
  const visitorField = own(VISITOR_FIELDS, rest.slice(rest.indexOf('].') + 2));
  if (visitorField !== undefined) return visitorField;
  const snapshot = SNAPSHOT.exec(rest);
  if (snapshot !== null)
    return `Snapshot ${Number(snapshot[1]) + 1}: ${snapshot[2] === 'decisions' ? 'decisions' : 'activation time'}`;
  const decision = DECISION.exec(rest);
  const decisionField = decision === null ? undefined : own(DECISION_FIELDS, decision[3] ?? '');
  if (decision !== null && decisionField !== undefined)
    return `Snapshot ${Number(decision[1]) + 1}, decision ${Number(decision[2]) + 1}: ${decisionField}`;
  const attribute = ATTRIBUTE.exec(rest);
  const attributeField = attribute === null ? undefined : ATTRIBUTE_FIELDS[attribute[2] ?? ''];
  if (attribute !== null && attributeField !== undefined)
    return `Attribute ${Number(attribute[1]) + 1}: ${attributeField}`;
  return `Visitor [${rest}`;
}

const DIGITS = /^\d+$/;

export const OPTIMIZELY_PATTERNS: readonly ParamPattern[] = [
  // Classic's `x<experiment id>` and `s<segment id>`; other names starting so keep their own.
  {
    prefix: 'x',
    group: (rest) => (DIGITS.test(rest) ? 'most_used' : 'other'),
    label: (rest, name) => (DIGITS.test(rest) ? `Variation of experiment ${rest}` : name),
  },
  {
    prefix: 's',
    group: (rest) => (DIGITS.test(rest) ? 'user' : 'other'),
    label: (rest, name) => (DIGITS.test(rest) ? `Segment ${rest} value` : name),
  },
  { prefix: 'event.tags.', group: 'custom_event_parameters', label: (rest) => `Tag: ${rest}` },
  { prefix: 'event.a.', group: 'custom_event_parameters', label: (rest) => `Tag: ${rest}` },
  { prefix: 'visitors[', group: 'user', label: visitorFieldLabel },
];
