import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/**
 * Dynamic Yield fields, from the query string, the form body of `/uia` and the JSON body of custom
 * events. DY does not document them; the labels say what the values show, not an official name.
 */
export const DY_PARAMS: Readonly<Record<string, ParamSpec>> = {
  endpoint: { label: 'Endpoint', group: 'most_used' },
  script: { label: 'Script', group: 'most_used' },
  sec: { label: 'Section ID', group: 'most_used' },
  se: { label: 'Section ID', group: 'most_used' },
  section_id: { label: 'Section ID', group: 'most_used' },
  t: { label: 'Request type', group: 'most_used' },
  name: { label: 'Event name', group: 'most_used' },
  url: { label: 'Page URL', group: 'most_used' },
  title: { label: 'Page title', group: 'most_used' },
  rf: { label: 'Referrer', group: 'most_used' },
  ref: { label: 'Referrer', group: 'most_used' },
  ctx: { label: 'Page context', group: 'most_used' },
  'ctx.type': { label: 'Page context type', group: 'most_used' },
  tsrc: { label: 'Traffic source', group: 'most_used' },
  e: { label: 'Campaign (experience) ID', group: 'most_used' },
  ve: { label: 'Campaign version', group: 'most_used' },
  va: { label: 'Variations shown', group: 'most_used' },
  uid: { label: 'User ID (DYID)', group: 'user' },
  id: { label: 'User ID (DYID)', group: 'user' },
  ses: { label: 'Session ID', group: 'user' },
  nses: { label: 'New session', group: 'user' },
  aud: { label: 'Audiences', group: 'user' },
  br: { label: 'Browser', group: 'user' },
  geoData: { label: 'Location', group: 'user' },
  sr: { label: 'Screen resolution', group: 'user' },
  cnst: { label: 'Consent given', group: 'consent_mode' },
  nocks: { label: 'Cookies disabled', group: 'consent_mode' },
  cookieInfo: { label: 'Cookie state', group: 'consent_mode' },
  _: { label: 'Cache buster', group: 'other' },
  p: { label: 'Page number in session', group: 'other' },
  exps: { label: 'Active experiments', group: 'other' },
  expSes: { label: 'Experiment session', group: 'other' },
  expVisitId: { label: 'Experience visit ID', group: 'other' },
  mech: { label: 'Allocation mechanism', group: 'other' },
  smech: { label: 'Secondary allocation mechanism', group: 'other' },
  eri: { label: 'Experience render index', group: 'other' },
  svars: { label: 'Session variables', group: 'other' },
  gv: { label: 'Global variables', group: 'other' },
  lay: { label: 'Layout', group: 'other' },
  l: { label: 'Layout', group: 'other' },
  lts: { label: 'Local time', group: 'other' },
  sub: { label: 'Host', group: 'other' },
  sd: { label: 'Sub-domain', group: 'other' },
  cl: { label: 'Client capabilities', group: 'other' },
  trf: { label: 'Referrer type', group: 'other' },
  us: { label: 'Script version', group: 'other' },
  msn: { label: 'Serving node', group: 'other' },
  reqts: { label: 'Request timestamp', group: 'other' },
  rri: { label: 'Random request ID', group: 'other' },
  'properties.dyType': { label: 'Event type (dyType)', group: 'most_used' },
  'properties.value': { label: 'Value', group: 'e_commerce' },
  'properties.currency': { label: 'Currency', group: 'e_commerce' },
  'properties.productId': { label: 'Product ID (SKU)', group: 'e_commerce' },
  'properties.quantity': { label: 'Quantity', group: 'e_commerce' },
  'properties.uniqueTransactionId': { label: 'Transaction ID', group: 'e_commerce' },
  'properties.hashedEmail': { label: 'E-mail (SHA-256)', group: 'user' },
  'properties.cuid': { label: 'Customer ID', group: 'user' },
  'properties.cuidType': { label: 'Customer ID type', group: 'user' },
};

/** `properties.cart[0].productId` reads "Cart item 1: productId". */
function cartLabel(rest: string): string {
  const close = rest.indexOf(']');
  const index = Number(rest.slice(0, close));
  if (close === -1 || !Number.isInteger(index)) return `Cart: ${rest}`;
  const field = rest.slice(close + 2);
  return field.length > 0 ? `Cart item ${index + 1}: ${field}` : `Cart item ${index + 1}`;
}

/** The text before the first `]` of a bracketed name's rest (`0]` gives `0`). */
function bracketed(rest: string): string {
  const close = rest.indexOf(']');
  return close === -1 ? rest : rest.slice(0, close);
}

/** A 0-based `[n]` shown 1-based, as people count. */
function ordinal(rest: string): string {
  const index = Number(bracketed(rest));
  return Number.isInteger(index) ? String(index + 1) : bracketed(rest);
}

export const DY_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'properties.cart[', group: 'e_commerce', label: cartLabel },
  { prefix: 'properties.', group: 'custom_event_parameters', label: (rest) => `Property: ${rest}` },
  { prefix: 'ctx.', group: 'most_used', label: (rest) => `Page context: ${rest}` },
  { prefix: 'imps[', group: 'most_used', label: (rest) => `Unit impression ${ordinal(rest)}` },
  { prefix: 'feedProps[', group: 'other', label: (rest) => `Feed property: ${bracketed(rest)}` },
];
