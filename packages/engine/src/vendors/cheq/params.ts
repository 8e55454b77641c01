import type { ParamSpec } from '../define-vendor.js';

/**
 * Labels of the CHEQ tag's fields that a source or the capture explains (see cheq.ts for which are
 * inferred); the tag sends many more, left under their wire names.
 */
export const CHEQ_PARAMS: Readonly<Record<string, ParamSpec>> = {
  id: { label: 'Tag ID', group: 'most_used' },
  tag_hash: { label: 'Tag hash (from the script path)', group: 'most_used' },
  url: { label: 'Page URL', group: 'most_used' },
  ref: { label: 'Referrer', group: 'most_used' },
  ch: { label: 'Channel', group: 'most_used' },
  cri: { label: 'Page-load ID (cri)', group: 'user' },
  duid: { label: 'Device ID (_cq_duid cookie)', group: 'user' },
  suid: { label: 'Session ID (_cq_suid cookie)', group: 'user' },
  gac: { label: 'Google Analytics client ID', group: 'user' },
  di: { label: 'Browser signals (base64 JSON)', group: 'other' },
  gtm: { label: 'Data layer event names (base64 JSON)', group: 'other' },
  e: { label: 'Encoded payload', group: 'other' },
  np: { label: 'Platform (navigator.platform)', group: 'other' },
  nv: { label: 'Browser vendor (navigator.vendor)', group: 'other' },
  mm: { label: 'Mouse moves', group: 'other' },
  md: { label: 'Mouse downs', group: 'other' },
  mu: { label: 'Mouse ups', group: 'other' },
  cl: { label: 'Clicks', group: 'other' },
  cb: { label: 'Cache buster (send time, ms)', group: 'other' },
  rand: { label: 'Random number', group: 'other' },
  pn: { label: 'Send time (ms after page load)', group: 'other' },
  spn: { label: 'Tag start (ms after page load)', group: 'other' },
  ti: { label: 'Time since the tag started (ms)', group: 'other' },
};
