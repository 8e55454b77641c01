/**
 * A parameter value as a page may show it: every e-mail address and phone number in it masked the
 * way the personal-data findings mask them (`j***@example.com`, `+44***58`), so the validator, the
 * report page and the automation results never show one in full.
 */
import { isSha256Hex } from './char-classes.js';
import { findEmailAddresses } from './email-scan.js';
import { fullyDecoded } from './find-personal-data.js';
import { maskEmail, maskPhone } from './mask.js';
import { findPhoneNumbers, hasDigits, MIN_PHONE_DIGITS } from './phone-scan.js';

/** Replaces every occurrence of each match in `text` by its mask. */
function replaceAll(text: string, matches: readonly string[], mask: (match: string) => string): string {
  let result = text;
  for (const match of matches) result = result.split(match).join(mask(match));
  return result;
}

/**
 * The value with its personal data masked; the value itself, unchanged, when it holds none. A value
 * that holds some is shown decoded (`%40` as `@`), as the findings quote it.
 *
 * @example
 * maskPersonalData('https://shop.example/?email=jane.doe%40example.com') // 'https://shop.example/?email=j***@example.com'
 */
export function maskPersonalData(value: string): string {
  if (value.length === 0 || isSha256Hex(value)) return value;
  const mayHaveEmail = value.includes('@') || value.includes('%');
  const mayHavePhone = value.length >= 9 && hasDigits(value, MIN_PHONE_DIGITS);
  if (!mayHaveEmail && !mayHavePhone) return value;
  const text = fullyDecoded(value);
  const emails = mayHaveEmail ? findEmailAddresses(text) : [];
  const masked = replaceAll(text, emails, maskEmail);
  const phones = mayHavePhone ? findPhoneNumbers(masked) : [];
  if (emails.length === 0 && phones.length === 0) return value;
  return replaceAll(masked, phones, maskPhone);
}
