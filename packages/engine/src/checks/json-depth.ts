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
