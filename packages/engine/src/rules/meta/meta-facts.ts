/**
 * Facts the Meta pixel rules share: their sources, the standard events, and how to read a parameter.
 * The pixel sends custom data as `cd[…]` and advanced matching as `ud[…]`; arrays and objects are sent
 * as JSON text.
 */
import type { DecodedParameter, DecodedRequest } from '../../decode.js';
import type { RuleSource } from '../define-rule.js';

const LAST_VERIFIED = '2026-11-22';

export const META_REFERENCE: RuleSource = {
  book: 'Meta Pixel reference',
  url: 'https://developers.facebook.com/docs/meta-pixel/reference',
  lastVerified: LAST_VERIFIED,
};

export const META_ADVANCED_MATCHING: RuleSource = {
  book: 'Meta Pixel advanced matching',
  url: 'https://developers.facebook.com/docs/meta-pixel/advanced/advanced-matching',
  lastVerified: LAST_VERIFIED,
};

export const META_CUSTOM_DATA: RuleSource = {
  book: 'Meta standard parameters',
  url: 'https://developers.facebook.com/docs/marketing-api/conversions-api/parameters/custom-data',
  lastVerified: LAST_VERIFIED,
};

/** The standard events, as Meta spells them (case-sensitive). */
export const META_STANDARD_EVENTS: readonly string[] = [
  'PageView',
  'ViewContent',
  'Search',
  'AddToCart',
  'AddToWishlist',
  'InitiateCheckout',
  'AddPaymentInfo',
  'Purchase',
  'Lead',
  'CompleteRegistration',
  'Contact',
  'CustomizeProduct',
  'Donate',
  'FindLocation',
  'Schedule',
  'StartTrial',
  'SubmitApplication',
  'Subscribe',
];

/** The first parameter sent under `name`, or undefined. */
export function metaParam(request: DecodedRequest, name: string): DecodedParameter | undefined {
  for (const param of request.parameters) if (param.name === name) return param;
  return undefined;
}

/** The event as sent in `ev` ('' when absent). */
export function metaEvent(request: DecodedRequest): string {
  return metaParam(request, 'ev')?.value ?? '';
}

/** A value for a message: quoted, and cut to 100 characters. */
export function shown(value: string): string {
  return value.length > 100 ? `${value.slice(0, 100)}…` : value;
}

/** True for a value that was redacted at capture: the decoder already reports it, it cannot be checked. */
export function isRedacted(value: string): boolean {
  return value.includes('[redacted:');
}
