/**
 * Masks personal data before it is shown in a finding, so that a report never repeats an address or a
 * number in full: `jane.doe@example.com` reads `j***@example.com`, `+44 20 7946 0958` reads `+44***58`.
 */

/** Keeps the first character of the local part and the whole domain. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return maskText(address);
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

/** Keeps the first three characters (the country or area code) and the last two digits. */
export function maskPhone(number: string): string {
  if (number.length <= 5) return '***';
  return `${number.slice(0, 3)}***${number.slice(-2)}`;
}

/** Keeps the first character of any other plain value (a name, a city). */
export function maskText(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0) return '';
  if (trimmed.includes('@')) return trimmed.indexOf('@') === 0 ? '***' : maskEmail(trimmed);
  return `${trimmed.slice(0, 1)}***`;
}
