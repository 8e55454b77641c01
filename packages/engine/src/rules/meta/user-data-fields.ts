/**
 * The advanced-matching fields (`ud[…]`) of the Meta pixel that must arrive as SHA-256 hashes.
 *
 * fbevents.js normalises and hashes what `fbq('init', id, {em, ph, …})` is given, so plain text here
 * means a hand-built pixel URL or a broken integration. Contact information (e-mail, phone, first and
 * last name) in plain text is an error; the other customer information fields are a warning. `external_id`
 * is not listed: Meta only recommends hashing it.
 *
 * Ownership: the Meta rules own these fields. The personal-data rules skip them on Meta requests (see
 * `isOwnedByMetaUserDataRules`), so an unhashed `ud[em]` is reported once, as META_USER_DATA_UNHASHED,
 * with advice to hash it rather than to remove it.
 */
import { META_CODE } from '../../vendors/facebook/code.js';

/**
 * Contact information, with its readable name: e-mail, phone, first name, last name. Maps rather than
 * records: the rules look up every parameter name of every Meta request, and a map finds a name read
 * from a payload faster than a property look-up does.
 */
export const META_CONTACT_FIELDS: ReadonlyMap<string, string> = new Map([
  ['ud[em]', 'e-mail'],
  ['ud[ph]', 'phone number'],
  ['ud[fn]', 'first name'],
  ['ud[ln]', 'last name'],
]);

/** Other customer information Meta expects hashed. */
export const META_CUSTOMER_FIELDS: ReadonlyMap<string, string> = new Map([
  ['ud[ge]', 'gender'],
  ['ud[db]', 'date of birth'],
  ['ud[ct]', 'city'],
  ['ud[st]', 'state'],
  ['ud[zp]', 'zip code'],
  ['ud[country]', 'country'],
]);

/** True for a parameter whose plain-text value the Meta user-data rules report. */
export function isOwnedByMetaUserDataRules(category: string | null, name: string): boolean {
  return category === META_CODE && (META_CONTACT_FIELDS.has(name) || META_CUSTOMER_FIELDS.has(name));
}
