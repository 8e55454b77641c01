/**
 * What one decoded request says about consent, and what it is, for the session's consent state: its
 * decoded consent parameters (consent-parameters.ts) read back, whether it is an advertising hit, whether
 * it reads consent mode itself, and whether it carries user data.
 */
import type { DecodedRequest } from '../decode.js';
import { CONSENT_TYPES, type ConsentType, type ConsentValue } from './consent-value.js';

/** Where an observed state comes from (`npa` alone no longer reports one; reports saved before may say it). */
export type ConsentSource = 'gcd' | 'gcs' | 'npa' | 'asc' | 'tcf';

/** The consent types a request reports, and from which string. */
export interface ConsentObservation {
  source: ConsentSource;
  values: Partial<Record<ConsentType, ConsentValue>>;
  /** The types the string carries but could not be read (a `gcd` letter no reading covers). */
  unread?: ConsentType[];
}

/** The decoded consent fields observeConsent reads, gathered in one pass over the parameters. */
const READ = new Set([
  'gcd.ad_storage',
  'gcd.analytics_storage',
  'gcd.ad_user_data',
  'gcd.ad_personalization',
  'gcs.ad_storage',
  'gcs.analytics_storage',
  'npa.ad_personalization',
  'asc.ad_storage',
  'tcf.purposes_consent',
  'gdpr.applies',
]);

function consentFields(request: DecodedRequest): Map<string, string> | null {
  let fields: Map<string, string> | null = null;
  for (const param of request.parameters) {
    if (param.group !== 'consent_mode' || !READ.has(param.name)) continue;
    fields ??= new Map();
    if (!fields.has(param.name)) fields.set(param.name, param.value);
  }
  return fields;
}

function asValue(value: string | undefined): ConsentValue | undefined {
  return value === 'granted' || value === 'denied' || value === 'not set' ? value : undefined;
}

/**
 * The consent state a request reports: `gcd` (all four types) before `gcs` (two), with `npa=1`
 * denying ad_personalization beside either, then Microsoft's `asc`, and a TCF string where GDPR applies
 * (purpose 1, storing on the device, is ad_storage). Null when it reports nothing. GA4 Measurement
 * Protocol requests report nothing: they are sent from servers.
 *
 * `npa=1` alone, on a hit without `gcd` or `gcs`, is that tag's own setting (`allow_ad_personalization_signals:
 * false`, or a Google Ads tag fired inside a Floodlight iframe), not what the visitor chose: a tag that
 * reads consent mode sends `gcd` with it. It says nothing about the page's other tags; nor beside a
 * `gcd` that sets none of the four types (`13l3l3l2l1`: no default, no update, consent mode not in use).
 */
export function observeConsent(request: DecodedRequest): ConsentObservation | null {
  if (request.category === null) return null;
  const fields = consentFields(request);
  if (fields === null || isServerSide(request)) return null;
  const npaDenied = fields.get('npa.ad_personalization') === 'denied';
  if (CONSENT_TYPES.some((type) => fields.has(`gcd.${type}`))) {
    // A type gcd leaves unread (an upper-case letter, gcd.ts) keeps the state in force.
    const values: Partial<Record<ConsentType, ConsentValue>> = {};
    const unread: ConsentType[] = [];
    for (const type of CONSENT_TYPES) {
      const value = asValue(fields.get(`gcd.${type}`));
      if (value !== undefined) values[type] = value;
      else unread.push(type);
    }
    // A gcd that sets nothing says consent mode is not in use: npa=1 beside it is the tag's own setting.
    if (npaDenied && CONSENT_TYPES.some((type) => (values[type] ?? 'not set') !== 'not set'))
      values.ad_personalization = 'denied';
    return unread.length === 0 ? { source: 'gcd', values } : { source: 'gcd', values, unread };
  }
  const ad = asValue(fields.get('gcs.ad_storage'));
  if (ad !== undefined) {
    const values: Partial<Record<ConsentType, ConsentValue>> = { ad_storage: ad };
    const analytics = asValue(fields.get('gcs.analytics_storage'));
    if (analytics !== undefined) values.analytics_storage = analytics;
    if (npaDenied) values.ad_personalization = 'denied';
    return { source: 'gcs', values };
  }
  const asc = asValue(fields.get('asc.ad_storage'));
  if (asc !== undefined) return { source: 'asc', values: { ad_storage: asc } };
  const purposes = fields.get('tcf.purposes_consent');
  if (purposes !== undefined && fields.get('gdpr.applies') !== 'no') {
    const storage = purposes.split(',').includes('1') ? 'granted' : 'denied';
    return { source: 'tcf', values: { ad_storage: storage } };
  }
  return null;
}

function isServerSide(request: DecodedRequest): boolean {
  const url = request.captured.requestMetadata.requestUrl;
  return url.includes('/mp/collect');
}

/**
 * Whether the request's own tag reads consent mode: Google's tags carry `gcs`, `gcd` or `npa`, and
 * Microsoft's UET carries `asc` once its own consent mode (the same `ad_storage`) is set, and then
 * neither sets nor reads its cookies while ad_storage is denied. A hit that says it is denied is the
 * tag obeying, not firing against the visitor's choice (wise.com's UET `evt=consent&asc=D`, August 2025).
 */
export function readsConsentMode(request: DecodedRequest): boolean {
  for (const param of request.parameters) {
    const name = param.name;
    if (name === 'gcs' || name === 'gcd' || name === 'npa' || name === 'asc') return true;
  }
  return false;
}

/** An advertising hit: its vendor's kind is advertising or it is an ad pixel, and it is not a script load. */
export function isAdvertisingHit(request: DecodedRequest): boolean {
  const vendor = request.vendor;
  if (vendor === null || request.eventName === 'library_load') return false;
  return vendor.kind === 'advertising' || vendor.adPixel;
}

const USER_DATA_NAME = /^(?:em|hem|hashed_?email|sha256_?email(?:_address)?|email_?sha256|ud\[.+\])$/i;
/** A user-data field nested under another name: `pd[em]`, `user_data.email`, `context.user.phone_number`. */
const NESTED_USER_DATA = /[[.](?:em|email|hashed_email|sha256_email_address|ph|phone|phone_number)\]?$/i;
const SHA256 = /^[0-9a-f]{64}$/i;

/**
 * The wire name of the first user-data parameter: enhanced conversions (`em`, `tv.1~em.…`), Meta advanced
 * matching (`ud[…]`), a hashed e-mail under any e-mail-like name. Undefined when there is none.
 */
export function userDataParameter(request: DecodedRequest): string | undefined {
  for (const param of request.parameters) {
    if (param.value.length === 0) continue;
    if (USER_DATA_NAME.test(param.name) || NESTED_USER_DATA.test(param.name)) return param.name;
    if (param.value.startsWith('tv.1~') && param.value.includes('em.')) return param.name;
    if (/mail/i.test(param.name) && SHA256.test(param.value)) return param.name;
  }
  return undefined;
}
