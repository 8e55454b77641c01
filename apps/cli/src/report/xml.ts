/** Text escaped for XML attributes and content; control characters XML 1.0 refuses become spaces. */
export function xml(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '&') out += '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '"') out += '&quot;';
    else if (char === "'") out += '&apos;';
    else if (code < 0x20 && char !== '\n' && char !== '\t' && char !== '\r') out += ' ';
    else out += char;
  }
  return out;
}
