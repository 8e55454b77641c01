/**
 * Appends every item of `items` to `target`, in order. Unlike `target.push(...items)`, which passes each
 * item as an argument, it has no limit on the number of items: a body that flattens to hundreds of
 * thousands of parameters is decoded, not turned into a stack overflow.
 *
 * @example
 * appendAll(params, flattenJson(body, 'data'));
 */
export function appendAll<T>(target: T[], items: readonly T[]): void {
  for (let index = 0; index < items.length; index++) target.push(items[index] as T);
}
