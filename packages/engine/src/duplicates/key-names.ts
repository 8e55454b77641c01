import type { DecodedRequest } from '../decode.js';

const REPEAT_SEPARATOR = '\u001f';

/** Compiled `*` patterns of distinct keys (`pr*.id`), by pattern; a vendor spec has a handful. */
const patterns = new Map<string, RegExp>();

function patternOf(name: string): RegExp {
  let pattern = patterns.get(name);
  if (pattern === undefined) {
    const source = name
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^.]*');
    pattern = new RegExp(`^${source}$`);
    patterns.set(name, pattern);
  }
  return pattern;
}

/**
 * The value a request gives a key of its vendor's spec: the trimmed value of the first non-empty
 * parameter of that name; for a `*` pattern, the values of every parameter it matches, in wire order.
 * Null when the request has none.
 */
export function keyValue(request: DecodedRequest, name: string): string | null {
  if (!name.includes('*')) {
    for (const param of request.parameters) {
      if (param.name === name && param.value.trim().length > 0) return param.value.trim();
    }
    return null;
  }
  const pattern = patternOf(name);
  const values: string[] = [];
  for (const param of request.parameters) {
    if (pattern.test(param.name) && param.value.trim().length > 0) values.push(param.value.trim());
  }
  return values.length > 0 ? values.join(REPEAT_SEPARATOR) : null;
}
