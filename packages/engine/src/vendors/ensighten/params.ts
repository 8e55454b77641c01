import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** The fields read off a Manage bootstrap's path, and the fixed fields of a Server Side call. */
export const ENSIGHTEN_PARAMS: Readonly<Record<string, ParamSpec>> = {
  client: { label: 'Client (Ensighten account)', group: 'most_used' },
  space: { label: 'Space (publish path)', group: 'most_used' },
  sstVersion: { label: 'Server Side library version', group: 'other' },
  'settings.nexusHost': { label: 'Host serving the Ensighten library', group: 'other' },
  'settings.publishPath': { label: 'Publish path (space)', group: 'most_used' },
  ClientID: { label: 'Client number (inferred)', group: 'most_used' },
  PageID: { label: 'Page URL', group: 'most_used' },
  r: { label: 'Random number', group: 'other' },
  cid: { label: 'Client number (inferred)', group: 'most_used' },
  ns: { label: 'Navigation start (ms since 1970)', group: 'most_used' },
  fs: { label: 'Fetch start (ms after navigation start, inferred)', group: 'other' },
  reqs: { label: 'Request start (ms, inferred)', group: 'other' },
  resps: { label: 'Response start (ms, inferred)', group: 'other' },
  respe: { label: 'Response end (ms, inferred)', group: 'other' },
  dl: { label: 'DOM loading (ms, inferred)', group: 'other' },
  di: { label: 'DOM interactive (ms, inferred)', group: 'other' },
  dcles: { label: 'DOMContentLoaded start (ms, inferred)', group: 'other' },
  dclee: { label: 'DOMContentLoaded end (ms, inferred)', group: 'other' },
  dc: { label: 'DOM complete (ms, inferred)', group: 'other' },
  les: { label: 'Load event start (ms, inferred)', group: 'other' },
  lee: { label: 'Load event end (ms, inferred)', group: 'other' },
};

/** The browser fields the Server Side call describes the page with. */
const PAGE_FIELDS = new Set(['page', 'title', 'referrer']);

/** `0].data.value` gives the event's number from 1 and the field after the index. */
function eventField(rest: string): { number: number | null; field: string } {
  const close = rest.indexOf(']');
  const index = close === -1 ? Number.NaN : Number(rest.slice(0, close));
  const field = close === -1 ? rest : rest.slice(close + 1).replace(/^\./, '');
  return { number: Number.isInteger(index) ? index + 1 : null, field: field.replace(/^data\./, '') };
}

/** The Server Side call's families: the virtual browser, the data layer and the batched events. */
export const ENSIGHTEN_PATTERNS: readonly ParamPattern[] = [
  {
    prefix: 'virtualBrowser.',
    group: (rest) => (PAGE_FIELDS.has(rest) ? 'most_used' : 'other'),
    label: (rest) => `Browser: ${rest}`,
  },
  { prefix: 'dataLayer.', group: 'custom_event_parameters', label: (rest) => `Data layer: ${rest}` },
  {
    prefix: 'events[',
    group: (rest) => (eventField(rest).field === 'name' ? 'most_used' : 'custom_event_parameters'),
    label: (rest) => {
      const { number, field } = eventField(rest);
      const event = number === null ? 'Event' : `Event ${number}`;
      return field === 'name' ? `${event} name` : `${event}: ${field}`;
    },
  },
];
