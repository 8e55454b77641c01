import type { ParamPattern, ParamSpec } from '../define-vendor.js';
import type { ParameterGroup } from '../vendor-codes.js';

/** MediaMath event pixel parameters. */
export const MEDIAMATH_PARAMS: Readonly<Record<string, ParamSpec>> = {
  mt_id: { label: 'Event pixel ID', group: 'most_used' },
  mt_adid: { label: 'Advertiser ID', group: 'most_used' },
  mt_exem: { label: 'Hashed e-mail', group: 'user' },
  mt_excl: { label: 'Exclude from segments', group: 'other' },
  mt_nsync: { label: 'No cookie sync', group: 'other' },
  redirect: { label: 'Redirect', group: 'other' },
};

/** `v1`, `s2`… are the advertiser's variables; other names starting with v or s are not. */
const variableGroup = (rest: string): ParameterGroup =>
  /^\d+$/.test(rest) ? 'custom_event_parameters' : 'other';

export const MEDIAMATH_PATTERNS: readonly ParamPattern[] = [
  {
    prefix: 'v',
    group: variableGroup,
    label: (rest, name) => (/^\d+$/.test(rest) ? `Numeric variable ${rest}` : name),
  },
  {
    prefix: 's',
    group: variableGroup,
    label: (rest, name) => (/^\d+$/.test(rest) ? `String variable ${rest}` : name),
  },
];
