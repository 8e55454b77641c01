import type { ParamPattern, ParamSpec } from '../define-vendor.js';
import { own } from '../../own.js';

/** Criteo OneTag request parameters. */
export const CRITEO_PARAMS: Readonly<Record<string, ParamSpec>> = {
  a: { label: 'Account ID', group: 'most_used' },
  v: { label: 'Tag version', group: 'other' },
  tld: { label: 'Top-level domain', group: 'other' },
  adce: { label: 'Ad cookies enabled', group: 'consent_mode' },
  gdpr: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
  us_privacy: { label: 'US privacy string', group: 'consent_mode' },
  dtycbr: { label: 'Cache buster', group: 'other' },
  fu: { label: 'Page URL', group: 'most_used' },
  pu: { label: 'Referrer', group: 'other' },
  rt: { label: 'Response type', group: 'other' },
  // ld.js sends its `cto_bundle` identification cookie (or its localStorage copy) as `bundle`, and a
  // UUID drawn for each request as `ceid` (the same id its CSP-violation reports carry).
  bundle: { label: 'Criteo ID (cto_bundle)', group: 'user' },
  ceid: { label: 'Request ID', group: 'other' },
  // The Attribution Reporting trigger (register-trigger) and the interest-group join (criteo.ts).
  partner_id: { label: 'Account ID (partner_id)', group: 'most_used' },
  event_name: { label: 'Event name', group: 'most_used' },
  uid: { label: 'User ID', group: 'user' },
  amount_euro: { label: 'Amount (euro)', group: 'e_commerce' },
  client_side_event_id: { label: 'Request ID of the hit (client_side_event_id)', group: 'other' },
  data: { label: 'Interest-group data (opaque)', group: 'other' },
};

/** Fields of one OneTag event (`p<n>=e=vp&item=…`), by short name. */
const EVENT_FIELDS: Readonly<Record<string, ParamSpec>> = {
  e: { label: 'event', group: 'most_used' },
  site_type: { label: 'site type', group: 'other' },
  m: { label: 'e-mail (hashed or plain)', group: 'user' },
  em: { label: 'e-mail (hashed)', group: 'user' },
  ci: { label: 'customer ID', group: 'user' },
  id: { label: 'transaction ID', group: 'e_commerce' },
  c: { label: 'currency', group: 'e_commerce' },
  nc: { label: 'new customer', group: 'e_commerce' },
  item: { label: 'product IDs', group: 'e_commerce' },
  p: { label: 'products', group: 'e_commerce' },
  kw: { label: 'search keywords', group: 'custom_event_parameters' },
  zip: { label: 'postal code', group: 'user' },
};

const PRODUCT_FIELDS: Readonly<Record<string, string>> = { i: 'ID', pr: 'price', q: 'quantity' };

/** `3` → `3` and no field (the event as sent); `3.item` → `3` and `item`; null for anything else. */
function eventField(rest: string): { position: number; field: string | undefined } | null {
  const match = /^(\d+)(?:\.(.+))?$/.exec(rest);
  return match === null ? null : { position: Number(match[1]), field: match[2] };
}

/**
 * `3` → `Event 4 (as sent)`; `3.item` → `Event 4: product IDs`; `0.p[1].pr` → `Event 1: product 2
 * price`. A name that only starts like one (`p1x`) is its own label.
 */
function eventFieldLabel(rest: string): string {
  const parsed = eventField(rest);
  if (parsed === null) return `p${rest}`;
  const event = `Event ${parsed.position + 1}`;
  const { field } = parsed;
  if (field === undefined) return `${event} (as sent)`;
  const product = /^p\[(\d+)\]\.(\w+)$/.exec(field);
  if (product !== null) {
    const [, n = '0', key = ''] = product;
    return `${event}: product ${Number(n) + 1} ${own(PRODUCT_FIELDS, key) ?? key}`;
  }
  return `${event}: ${own(EVENT_FIELDS, field)?.label ?? field}`;
}

function eventFieldGroup(rest: string): ParamSpec['group'] {
  const field = eventField(rest)?.field;
  if (field === undefined) return 'other';
  if (field.startsWith('p[')) return 'e_commerce';
  return own(EVENT_FIELDS, field)?.group ?? 'custom_event_parameters';
}

/** Event fields are named `p<n>.<field>`: one pattern per leading digit. */
export const CRITEO_PATTERNS: readonly ParamPattern[] = Array.from({ length: 10 }, (_, digit) => ({
  prefix: `p${digit}`,
  group: (rest: string) => eventFieldGroup(`${digit}${rest}`),
  label: (rest: string) => eventFieldLabel(`${digit}${rest}`),
}));
