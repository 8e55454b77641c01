/**
 * Reads every decoded parameter value of a request once for the three personal-data rules: e-mail
 * addresses and phone numbers, each grouped so that it is reported once per request, and hashes of
 * nothing.
 *
 * Values are decoded once by the vendor; they are decoded again (at most twice more) because page URLs
 * carry their own encoded query (`dl=…%3Femail%3Djohn%2540example.com`). Unrecognised requests (no
 * category) are skipped. Addresses and numbers are not looked for in empty values, SHA-256 hashes, the
 * Meta advanced-matching fields (which the Meta rules own) and the events that carry what the page
 * publishes (`pageContentEvents`). Values redacted at capture (`[redacted:email]`) hold nothing to find.
 */
import { botCheckOf } from '../navigation/bot-check-page.js';
import { forgetAfterEachCall } from '../../call-memory.js';
import type { DecodedParameter, DecodedRequest } from '../../decode.js';
import { decodeComponent } from '../../url/decode-component.js';
import { isOwnedByMetaUserDataRules } from '../meta/user-data-fields.js';
import { isSha256Hex } from './char-classes.js';
import { findEmailAddresses, mayHoldEmailAddress, MIN_EMAIL_LENGTH } from './email-scan.js';
import { findHashesOfNothing, SHORTEST_DIGEST, type HashOfNothing } from './hash-of-nothing.js';
import { findPhoneNumbers, mayHoldPhoneNumber } from './phone-scan.js';

/** The most distinct matches reported per request and scanner. */
export const MAX_MATCHES_PER_REQUEST = 20;

/** One e-mail address or phone number, with every parameter it was found in (most specific first). */
export interface PersonalDataMatch {
  text: string;
  parameters: DecodedParameter[];
}

/** The value with any remaining percent-encoding removed (`+` kept: it is part of addresses and numbers). */
export function fullyDecoded(value: string): string {
  let text = value;
  for (let round = 0; round < 2 && text.includes('%'); round++) {
    const next = decodeComponent(text, false);
    if (next === text) break;
    text = next;
  }
  return text;
}

/** What the three personal-data rules find in one request: e-mail addresses, phone numbers, hashes of nothing. */
export interface PersonalDataFound {
  emails: readonly PersonalDataMatch[];
  phones: readonly PersonalDataMatch[];
  hashes: readonly HashFound[];
}

/** A hash of nothing, with every parameter it is in (the shortest value first). */
export interface HashFound {
  hash: HashOfNothing;
  parameters: DecodedParameter[];
}

/** What nearly every request holds: nothing to allocate. */
const NOTHING_FOUND: PersonalDataFound = Object.freeze({
  emails: Object.freeze([]),
  phones: Object.freeze([]),
  hashes: Object.freeze([]),
});

/** A text found in a parameter value. */
interface Hit {
  param: DecodedParameter;
  text: string;
}

/**
 * The request the three rules last asked about, and what it holds: they run one after the other on
 * each request, and one pass over its values serves them all. Forgotten after each call.
 */
let lastRequest: DecodedRequest | null = null;
let lastFound: PersonalDataFound = NOTHING_FOUND;
/**
 * The long values read in full and found to hold nothing, in the call: a page URL, a title or a list
 * of ids is sent again in request after request. What a value holds depends on the value alone, so a
 * value found clean in one parameter is clean in every other. Shorter values are read again: the quick
 * tests that rule most of them out cost less than remembering them.
 */
let cleanValues = new Set<string>();
const CLEAN_LIMIT = 50_000;
/** Values at least this long are remembered once found clean. */
const REMEMBERED_LENGTH = 48;
forgetAfterEachCall(() => {
  lastRequest = null;
  lastFound = NOTHING_FOUND;
  cleanValues = new Set();
});

/**
 * The e-mail addresses, phone numbers and hashes of nothing in the request's parameters, each grouped
 * by its text. One pass over the values: a cheap test on each rules most of them out (no `@` nor `%`
 * for an e-mail address, see mayHoldPhoneNumber for a phone number), and a value that may hold either
 * is decoded once for both scanners. Hashes of nothing are looked for in every value, what the page
 * publishes and the Meta advanced-matching fields included. A parameter found to hold nothing is not
 * read again in the call.
 */
export function findPersonalData(request: DecodedRequest): PersonalDataFound {
  if (request === lastRequest) return lastFound;
  const found = request.category === null ? NOTHING_FOUND : scan(request, request.category);
  lastRequest = request;
  lastFound = found;
  return found;
}

function scan(request: DecodedRequest, category: string): PersonalDataFound {
  // Addresses and numbers are not looked for in what the page publishes (its structured data), nor in
  // the address of a bot manager's check (its support address, `ssk=support@shieldsquare.com`).
  const contactsToo = !isPageContent(request) && botCheckOf(request) === undefined;
  let emails: Hit[] | null = null;
  let phones: Hit[] | null = null;
  let hashes: HashFound[] | null = null;
  for (const param of request.parameters) {
    const { value } = param;
    // Too short for an address, a number or a digest: nothing to find.
    if (value.length < MIN_EMAIL_LENGTH) continue;
    const remembered = value.length >= REMEMBERED_LENGTH;
    if (remembered && cleanValues.has(value)) continue;
    const nothing = value.length >= SHORTEST_DIGEST ? findHashesOfNothing(value) : NO_HASHES;
    if (nothing.length > 0) hashes = withHashes(hashes, nothing, param);
    // Not read for contacts: not known to hold nothing.
    if (!contactsToo) continue;
    const contacts = contactsIn(param, category);
    // Not read either (a Meta advanced-matching field): not known to hold nothing.
    if (contacts === null) continue;
    if (contacts.emails.length > 0 || contacts.phones.length > 0) {
      for (const text of contacts.emails) (emails ??= []).push({ param, text });
      for (const text of contacts.phones) (phones ??= []).push({ param, text });
    } else if (nothing.length === 0 && remembered && cleanValues.size < CLEAN_LIMIT) cleanValues.add(value);
  }
  // Nearly every request: nothing to group, nothing allocated.
  if (emails === null && phones === null && hashes === null) return NOTHING_FOUND;
  if (hashes !== null) for (const entry of hashes) entry.parameters.sort(byValueLength);
  return {
    emails: grouped(emails),
    phones: grouped(phones),
    hashes: hashes ?? NOTHING_FOUND.hashes,
  };
}

/**
 * The e-mail addresses and phone numbers in a parameter's value (scan passes values of at least
 * MIN_EMAIL_LENGTH), once fully decoded; null for a field the Meta advanced-matching rules own, which
 * is not read here.
 */
function contactsIn(param: DecodedParameter, category: string): Contacts | null {
  const { value } = param;
  const email = mayHoldEmailAddress(value);
  const phone = mayHoldPhoneNumber(value);
  if ((!email && !phone) || isSha256Hex(value)) return NO_CONTACTS;
  if (isOwnedByMetaUserDataRules(category, param.name)) return null;
  const text = fullyDecoded(value);
  return { emails: email ? findEmailAddresses(text) : [], phones: phone ? findPhoneNumbers(text) : [] };
}

interface Contacts {
  emails: readonly string[];
  phones: readonly string[];
}

const NO_CONTACTS: Contacts = Object.freeze({ emails: Object.freeze([]), phones: Object.freeze([]) });
const NO_HASHES: readonly HashOfNothing[] = Object.freeze([]);

function byValueLength(a: DecodedParameter, b: DecodedParameter): number {
  return a.value.length - b.value.length;
}

/** `found` with the parameter added to each of the hashes. */
function withHashes(
  found: HashFound[] | null,
  nothing: readonly HashOfNothing[],
  parameter: DecodedParameter,
): HashFound[] {
  const list = found ?? [];
  for (const hash of nothing) {
    const known = list.find((entry) => entry.hash.digest === hash.digest);
    if (known === undefined) list.push({ hash, parameters: [parameter] });
    else known.parameters.push(parameter);
  }
  return list;
}

/**
 * Hits grouped by their text, at most MAX_MATCHES_PER_REQUEST. A match found in several parameters is
 * attributed to the most specific one, the shortest value (`email` rather than the page URL that also
 * contains it).
 */
function grouped(hits: Hit[] | null): readonly PersonalDataMatch[] {
  if (hits === null) return NOTHING_FOUND.emails;
  hits.sort((a, b) => a.param.value.length - b.param.value.length);
  const matches = new Map<string, PersonalDataMatch>();
  for (const { param, text } of hits) {
    const known = matches.get(text);
    if (known) {
      if (!known.parameters.includes(param)) known.parameters.push(param);
    } else if (matches.size < MAX_MATCHES_PER_REQUEST) {
      matches.set(text, { text, parameters: [param] });
    }
  }
  return [...matches.values()];
}

/** True for an event carrying what the page publishes (the vendor's `pageContentEvents`). */
function isPageContent(request: DecodedRequest): boolean {
  const events = request.vendor?.pageContentEvents;
  return events !== undefined && events.includes((request.eventName ?? '').toLowerCase());
}

/** `Page location (dl)`: the readable label with the wire name, or the wire name alone. */
export function describeParameter(param: DecodedParameter): string {
  return param.label === param.name ? param.name : `${param.label} (${param.name})`;
}

/**
 * What to do about e-mail addresses or phone numbers (`what`, plural) found in `param`: for a field the
 * vendor receives them in by design (its `contactFields`), what to check; otherwise where to take
 * them out.
 */
export function contactAdvice(request: DecodedRequest, param: DecodedParameter, what: string): string {
  const vendor = request.vendor;
  if (vendor === null || vendor.contactFields === undefined || !vendor.contactFields.includes(param.name))
    return `Vendors forbid sending ${what} in tracking: ${removalAdvice(param)}.`;
  return (
    `${vendor.name} identifies people by it and this field is meant for it, but it is still a ` +
    `visitor's personal data sent from the browser: check that the visitor gave it for this (a sign-up ` +
    `or checkout form, with consent where the law asks for it) and that no other field carries it.`
  );
}

/**
 * Where to take the match out: the page's address when the parameter carries one (a form sent by GET
 * or a link put it there), else the tag (what fills the parameter).
 */
function removalAdvice(param: DecodedParameter): string {
  return /^https?:\/\//i.test(param.value.trimStart())
    ? 'remove it from the page URL (a form sent by GET or a link put it there)'
    : 'remove it from the tag (the data layer value or variable that fills this parameter)';
}

/** ` It is also in dl and page_location.` when the match was found in more than one parameter. */
export function alsoFoundIn(match: PersonalDataMatch): string {
  const others = match.parameters.slice(1).map((param) => param.name);
  if (others.length === 0) return '';
  const listed =
    others.length > 3 ? `${others.slice(0, 3).join(', ')} and ${others.length - 3} more` : others.join(', ');
  return ` It is also in ${listed}.`;
}
