/**
 * Reads an array parameter of a GET query string as the `appwrite` SDK sends it: `name[0]=a&name[1]=b`
 * (indexed), `name[]=a&name[]=b`, or a repeated `name=a&name=b`. Fastify's default parser keeps such
 * keys as they are (`{'name[0]': 'a'}`), so this collects them; indexed entries come in index order.
 *
 * @example
 * readQueryArray({ 'scopes[0]': 'email', 'scopes[1]': 'profile' }, 'scopes'); // ['email', 'profile']
 */
export function readQueryArray(query: unknown, name: string): string[] {
  if (typeof query !== 'object' || query === null) return [];
  const indexed: Array<[number, string[]]> = [];
  const plain: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = toStrings(value);
    if (key === name || key === `${name}[]`) {
      plain.push(...values);
      continue;
    }
    if (key.startsWith(`${name}[`) && key.endsWith(']')) {
      const index = key.slice(name.length + 1, -1);
      if (/^\d{1,6}$/.test(index)) indexed.push([Number(index), values]);
    }
  }
  indexed.sort((left, right) => left[0] - right[0]);
  return [...indexed.flatMap(([, values]) => values), ...plain];
}

function toStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}
