import type { ParamSpec } from '../define-vendor.js';

/** Munchkin hit fields and Forms 2.0 submission fields. */
export const MARKETO_PARAMS: Readonly<Record<string, ParamSpec>> = {
  _mchId: { label: 'Munchkin ID', group: 'most_used' },
  munchkinId: { label: 'Munchkin ID', group: 'most_used' },
  _mchNc: { label: 'Cache buster', group: 'other' },
  _mchCn: { label: 'Campaign', group: 'most_used' },
  _mchTk: { label: 'Tracking cookie (_mkto_trk)', group: 'user' },
  _mchHo: { label: 'Host', group: 'most_used' },
  _mchPo: { label: 'Port', group: 'other' },
  _mchRu: { label: 'Page path', group: 'most_used' },
  _mchPc: { label: 'Protocol', group: 'other' },
  _mchVr: { label: 'Munchkin version', group: 'other' },
  _mchEcid: { label: 'Experience Cloud ID', group: 'user' },
  _mchHa: { label: 'Hash', group: 'other' },
  _mchRe: { label: 'Referrer', group: 'most_used' },
  _mchQp: { label: 'Query parameters', group: 'most_used' },
  _mchHr: { label: 'Clicked link', group: 'most_used' },
  _mchLr: { label: 'Link referrer', group: 'other' },
  formid: { label: 'Form ID', group: 'most_used' },
  formVid: { label: 'Form version ID', group: 'other' },
  Email: { label: 'E-mail', group: 'user' },
  FirstName: { label: 'First name', group: 'user' },
  LastName: { label: 'Last name', group: 'user' },
  Company: { label: 'Company', group: 'user' },
  Phone: { label: 'Phone', group: 'user' },
  _mkt_trk: { label: 'Tracking cookie (_mkto_trk)', group: 'user' },
};
