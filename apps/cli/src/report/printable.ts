/**
 * Text from a capture made safe for one line of a terminal: control characters (line breaks, escape
 * sequences that would recolour or rewrite the terminal or a CI log) are shown as escapes (`\n`,
 * `\x1b`) instead of acting.
 */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => {
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    return `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
}
