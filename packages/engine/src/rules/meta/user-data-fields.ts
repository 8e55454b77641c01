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

/** Contact information: e-mail, phone, first name, last name. */
export const META_CONTACT_FIELDS: Readonly<Record<string, string>> = {
  'ud[em]': 'e-mail (advanced matching)',
  'ud[ph]': 'phone (advanced matching)',
  'ud[fn]': 'first name (advanced matching)',
  'ud[ln]': 'last name (advanced matching)',
};

/** Other customer information Meta expects hashed. */
export const META_CUSTOMER_FIELDS: Readonly<Record<string, string>> = {
  'ud[ge]': 'gender (advanced matching)',
  'ud[db]': 'date of birth (advanced matching)',
  'ud[ct]': 'city (advanced matching)',
  'ud[st]': 'state (advanced matching)',
  'ud[zp]': 'zip code (advanced matching)',
  'ud[country]': 'country (advanced matching)',
};

/** True for a parameter whose plain-text value the Meta user-data rules report. */
export function isOwnedByMetaUserDataRules(category: string | null, name: string): boolean {
  return category === 'FACEBOOK' && (Object.hasOwn(META_CONTACT_FIELDS, name) || Object.hasOwn(META_CUSTOMER_FIELDS, name));
}
