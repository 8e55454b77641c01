import type { ExtensionCapture } from '../shared/captured.js';
import { queryStringOf } from './to-captured-request.js';

/**
 * Redaction of personal data before captures leave the browser (option "Redact personal data").
 * E-mail addresses become `[redacted:email]` and phone numbers in international form (`+` and 8 to 15
 * digits) `[redacted:phone]`, wherever they appear in a parameter value (after URL-decoding, up to
 * three times), a JSON body or the page URL. Meta advanced-matching values `ud[…]` are replaced
 * whole: `ud[em]` by `[redacted:email]`, `ud[ph]` by `[redacted:phone]`, the other customer fields
 * (names, city, zip, birth date…) by `[redacted:personal]`. The engine reports every `[redacted:…]`
 * value as an info finding instead of checking it. Parameter names, hosts and paths stay readable.
 */

export const EMAIL_TOKEN = '[redacted:email]';
export const PHONE_TOKEN = '[redacted:phone]';
export const PERSONAL_TOKEN = '[redacted:personal]';

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`[A-Za-z0-9._+'-]+(?:@|%40)(?:${LABEL}\\.)+([A-Za-z]{2,24})(?![A-Za-z0-9-])`, 'gi');
/** File extensions that look like top-level domains in asset names such as `logo@2x.png`. */
const FILE_EXTENSIONS = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'svg',
  'ico',
  'js',
  'mjs',
  'css',
  'json',
  'html',
  'woff',
  'woff2',
  'pdf',
  'mp4',
]);
const PHONE = /(?<![\w+])\+\d(?:[ .\-/()]{0,2}\d){7,14}(?![\w])/g;
const TOKEN_ENCODED = /%5Bredacted%3A([a-z]+)%5D/g;
const USER_DATA_NAME = /^ud\[([^\]]+)\]$/;

/** A text with every e-mail address and international phone number replaced. */
export function redactText(text: string): string {
  return text
    .replace(EMAIL, (match, tld: string) => (FILE_EXTENSIONS.has(tld.toLowerCase()) ? match : EMAIL_TOKEN))
    .replace(PHONE, PHONE_TOKEN);
}

/** The token for a Meta advanced-matching field (`em`, `ph`, `fn`…) or a JSON user-data key. */
export function userDataToken(field: string): string {
  const name = field.toLowerCase();
  if (name === 'em' || name === 'email') return EMAIL_TOKEN;
  if (name === 'ph' || name === 'phone' || name === 'phone_number') return PHONE_TOKEN;
  return PERSONAL_TOKEN;
}

/** A `name=value&…` string with personal data in its values replaced; untouched pairs keep their bytes. */
export function redactParamString(params: string): string {
  if (params.length === 0) return params;
  return params.split('&').map(redactPair).join('&');
}

function redactPair(pair: string): string {
  const eq = pair.indexOf('=');
  if (eq === -1) return redactEncoded(pair) ?? pair;
  const rawName = pair.slice(0, eq);
  const rawValue = pair.slice(eq + 1);
  const userData = USER_DATA_NAME.exec(deepDecode(rawName.replace(/\+/g, ' ')));
  if (userData?.[1] !== undefined && rawValue.length > 0) return `${rawName}=${userDataToken(userData[1])}`;
  const value = redactEncoded(rawValue);
  return value === null ? pair : `${rawName}=${value}`;
}

/** The redacted, re-encoded form of an encoded value, or null when it holds nothing to redact. */
function redactEncoded(raw: string): string | null {
  const decoded = deepDecode(raw);
  const redacted = redactText(decoded);
  if (redacted === decoded) return null;
  return encodeURIComponent(redacted).replace(TOKEN_ENCODED, '[redacted:$1]');
}

/** Decodes percent-encoding up to three times (values that hold URLs are often encoded twice). */
function deepDecode(value: string): string {
  let current = value;
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(current); round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

/** A URL with personal data replaced in its path, query and fragment; scheme and host untouched. */
export function redactUrl(url: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  let rest = url.slice(origin.length);
  const hash = rest.indexOf('#');
  const fragment = hash === -1 ? null : rest.slice(hash + 1);
  if (hash !== -1) rest = rest.slice(0, hash);
  const mark = rest.indexOf('?');
  const path = mark === -1 ? rest : rest.slice(0, mark);
  const query = mark === -1 ? null : rest.slice(mark + 1);
  let out = origin + redactText(path);
  if (query !== null) out += `?${redactParamString(query)}`;
  if (fragment !== null)
    out += `#${fragment.includes('=') ? redactParamString(fragment) : redactText(fragment)}`;
  return out;
}

/**
 * A request body with personal data replaced: JSON bodies value by value (keys of a `user_data` /
 * `ud` object replaced whole), other bodies line by line as `name=value&…` (GA4 batches one event per
 * line). A body that holds nothing to redact is returned unchanged.
 */
export function redactBody(body: string): string {
  const trimmed = body.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return redactText(body);
    }
    const redacted = redactJson(json, null);
    return redacted.changed ? JSON.stringify(redacted.value) : body;
  }
  return body
    .split('\n')
    .map((line) => (line.includes('=') ? redactParamString(line) : redactText(line)))
    .join('\n');
}

interface Redacted {
  value: unknown;
  changed: boolean;
}

/** Redacts a JSON value; `field` is set inside a user-data object and names the field being replaced. */
function redactJson(value: unknown, field: string | null): Redacted {
  if (typeof value === 'string') {
    if (field !== null && value.length > 0) return { value: userDataToken(field), changed: true };
    const redacted = redactText(value);
    return { value: redacted, changed: redacted !== value };
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => redactJson(item, field));
    return { value: items.map((item) => item.value), changed: items.some((item) => item.changed) };
  }
  if (value !== null && typeof value === 'object') {
    const isUserData = (name: string) => field === null && (name === 'user_data' || name === 'ud');
    return redactEntries(Object.entries(value), (name, child) =>
      isUserData(name) && child !== null && typeof child === 'object' && !Array.isArray(child)
        ? redactEntries(Object.entries(child), (key, inner) => redactJson(inner, key))
        : redactJson(child, field),
    );
  }
  return { value, changed: false };
}

function redactEntries(
  entries: Array<[string, unknown]>,
  redact: (name: string, value: unknown) => Redacted,
): Redacted {
  const out: Record<string, unknown> = {};
  let changed = false;
  for (const [name, child] of entries) {
    const result = redact(name, child);
    out[name] = result.value;
    changed ||= result.changed;
  }
  return { value: out, changed };
}

/** A captured request with personal data replaced in its URL, query string, body and page URL. */
export function redactCapture(capture: ExtensionCapture): ExtensionCapture {
  const meta = capture.requestMetadata;
  const requestUrl = redactUrl(meta.requestUrl);
  return {
    ...capture,
    requestMetadata: {
      ...meta,
      requestUrl,
      queryString: queryStringOf(requestUrl),
      postData: meta.postData === null ? null : redactBody(meta.postData),
      redirectQueryParams:
        meta.redirectQueryParams === null ? null : redactParamString(meta.redirectQueryParams),
    },
    tabUrl: capture.tabUrl === null ? null : redactUrl(capture.tabUrl),
  };
}
