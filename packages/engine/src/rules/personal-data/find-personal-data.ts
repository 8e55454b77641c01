/**
 * Runs a scanner (e-mail or phone) over every decoded parameter value of a request and groups what it
 * finds, so that each address or number is reported once per request.
 *
 * Values are decoded once by the vendor; they are decoded again (at most twice more) because page URLs
 * carry their own encoded query (`dl=…%3Femail%3Djohn%2540example.com`). Unrecognised requests (no
 * category), empty values and SHA-256 hashes are skipped, and so are the Meta advanced-matching fields,
 * which the Meta rules own, and the events that carry what the page publishes (`pageContentEvents`). Values redacted at capture (`[redacted:email]`) hold nothing to find.
 */
import type { DecodedParameter, DecodedRequest } from '../../decode.js';
import { decodeComponent } from '../../url/decode-component.js';
import { isOwnedByMetaUserDataRules } from '../meta/user-data-fields.js';
import { isSha256Hex } from './char-classes.js';

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

/** A scanner and a cheap test that rules a value out before decoding and scanning it. */
export interface PersonalDataScanner {
  find: (text: string) => string[];
  /** False when the value cannot contain a match, even once decoded (no `@` nor `%` for an e-mail). */
  mayContain: (value: string) => boolean;
}

const NOTHING_FOUND: readonly PersonalDataMatch[] = Object.freeze([]);

/**
 * Scans the request's parameters and groups the matches by their text. A match found in several
 * parameters is attributed to the most specific one, the shortest value (`email` rather than the page
 * URL that also contains it).
 */
export function findPersonalData(
  request: DecodedRequest,
  scanner: PersonalDataScanner,
): readonly PersonalDataMatch[] {
  if (request.category === null || isPageContent(request)) return NOTHING_FOUND;
  let hits: Array<{ param: DecodedParameter; text: string }> | null = null;
  for (const param of request.parameters) {
    const { value } = param;
    if (value.length === 0 || !scanner.mayContain(value) || isSha256Hex(value)) continue;
    if (isOwnedByMetaUserDataRules(request.category, param.name)) continue;
    for (const text of scanner.find(fullyDecoded(value))) (hits ??= []).push({ param, text });
  }
  // Nearly every request: nothing to group, nothing allocated.
  if (hits === null) return NOTHING_FOUND;
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

/** ` It is also in dl and page_location.` when the match was found in more than one parameter. */
export function alsoFoundIn(match: PersonalDataMatch): string {
  const others = match.parameters.slice(1).map((param) => param.name);
  if (others.length === 0) return '';
  const listed =
    others.length > 3 ? `${others.slice(0, 3).join(', ')} and ${others.length - 3} more` : others.join(', ');
  return ` It is also in ${listed}.`;
}
