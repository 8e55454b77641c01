import type { Param } from '../../url/params.js';

/**
 * Reads a Rison list of flat objects, as Bazaarvoice batches its analytics events (`r_batch`):
 * `!((cl:Diagnostic,name:timeToRunScout,startTime:'12892.61'),(…))`. Each object gives its top-level
 * `key:value` fields, quoted strings unquoted (`!'` is a quote, `!!` an exclamation mark); a nested
 * value is kept as its text. Returns null for anything else. Linear in the text, never throws.
 */
export function readRisonObjects(text: string): Param[][] | null {
  if (!text.startsWith('!(') || !text.endsWith(')')) return null;
  const objects: Param[][] = [];
  let fields: Param[] | null = null;
  let depth = 0;
  let quoted = false;
  let start = 0;
  const end = text.length - 1;
  const closeField = (at: number) => {
    const field = text.slice(start, at);
    const colon = field.indexOf(':');
    if (fields !== null && colon > 0)
      fields.push({ name: field.slice(0, colon), value: unquote(field.slice(colon + 1)) });
    start = at + 1;
  };
  for (let index = 2; index < end; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '!') index++;
      else if (char === "'") quoted = false;
      continue;
    }
    if (char === "'") quoted = true;
    else if (char === '(') {
      depth++;
      if (depth === 1) {
        fields = [];
        start = index + 1;
      }
    } else if (char === ')') {
      if (depth === 1 && fields !== null) {
        closeField(index);
        objects.push(fields);
        fields = null;
      }
      depth = Math.max(0, depth - 1);
    } else if (char === ',' && depth === 1) closeField(index);
  }
  return depth === 0 && !quoted ? objects : null;
}

function unquote(value: string): string {
  if (value.length < 2 || !value.startsWith("'") || !value.endsWith("'")) return value;
  return value.slice(1, -1).replace(/!(.)/g, '$1');
}
