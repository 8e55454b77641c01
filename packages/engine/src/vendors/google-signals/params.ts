import type { ParamSpec } from '../define-vendor.js';

/** Parameters of the Google signals ping and the remarketing audience join. */
export const GOOGLE_SIGNALS_PARAMS: Readonly<Record<string, ParamSpec>> = {
  tid: { label: 'Measurement or tracking ID', group: 'most_used' },
  t: { label: 'Hit type', group: 'most_used' },
  cid: { label: 'Client ID', group: 'user' },
  gacid: { label: 'GA client ID', group: 'user' },
  uid: { label: 'User ID', group: 'user' },
  aip: { label: 'Anonymize IP', group: 'user' },
  gcs: { label: 'Consent state (gcs)', group: 'consent_mode' },
  gcd: { label: 'Consent defaults and updates (gcd)', group: 'consent_mode' },
  npa: { label: 'Non-personalised ads', group: 'consent_mode' },
  dma: { label: 'Digital Markets Act flag', group: 'consent_mode' },
  dma_cps: { label: 'DMA consent purposes', group: 'consent_mode' },
  v: { label: 'Protocol version', group: 'other' },
  _v: { label: 'Library version', group: 'other' },
  gtm: { label: 'Tag build (GTM hash)', group: 'other' },
  jid: { label: 'Join ID', group: 'other' },
  _u: { label: 'Usage info', group: 'other' },
  _r: { label: 'Follow-up kind', group: 'other' },
  slf_rd: { label: 'Redirect to the country domain', group: 'other' },
  rcb: { label: 'Ping count', group: 'other' },
  frm: { label: 'In a frame', group: 'other' },
  tag_exp: { label: 'Tag experiments', group: 'other' },
  z: { label: 'Cache buster', group: 'other' },
  fledge: { label: 'Protected Audience (FLEDGE) enabled', group: 'other' },
  pscdl: { label: 'Privacy Sandbox cookie deprecation label', group: 'other' },
};
