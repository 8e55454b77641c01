/** Deepest nesting of objects and arrays the checks read in user input (the server refuses deeper JSON too). */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether `value` nests objects or arrays more than `maxDepth` levels deep (a list of scalars is one
 * level). Walks without recursion, so a value of any depth is safe to look at.
 *
 * @example exceedsDepth([[1]], 1) === true
 */
export function exceedsDepth(value: unknown, maxDepth: number = MAX_JSON_DEPTH): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const current = stack.pop() as { value: unknown; depth: number };
    if (current.value === null || typeof current.value !== 'object') continue;
    const depth = current.depth + 1;
    if (depth > maxDepth) return true;
    const children: unknown[] = Array.isArray(current.value) ? current.value : Object.values(current.value);
    for (const child of children)
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth });
  }
  return false;
}

/**
 * Whether JSON text nests deeper than `maxDepth`, by a scan that stops at the first level too many:
 * V8 takes seconds to parse megabytes of `[[[…]]]`, so deep text is reported before it is parsed.
 * Text that is not JSON may answer either.
 *
 * @example jsonTextExceedsDepth('[[1]]', 1) === true
 */
export function jsonTextExceedsDepth(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x22) {
      index = closingQuote(text, index);
      if (index === -1) return false;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** The index of the quote closing the string opened at `start`, or -1 when it is never closed. */
function closingQuote(text: string, start: number): number {
  let end = start;
  for (;;) {
    end = text.indexOf('"', end + 1);
    if (end === -1) return -1;
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return end;
  }
}
