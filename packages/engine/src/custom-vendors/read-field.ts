/**
 * Small readers for hand-written definitions: each returns the value or throws a DefinitionError naming
 * the path of the bad field, which the parser turns into its one-line answer.
 */

/** A field of a definition is wrong: `path` is where (`vendors[1].match.hosts[0]`), `reason` what. */
export class DefinitionError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
    this.name = 'DefinitionError';
  }
}

export type Fields = Record<string, unknown>;

/** An object (or JSON text of one, as documents store it); `$` fields of documents are ignored. */
export function readObject(value: unknown, path: string, allowed: readonly string[] | null): Fields {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new DefinitionError(path, 'must be an object (or JSON text of one)');
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new DefinitionError(path, 'must be an object');
  const fields = parsed as Fields;
  if (allowed !== null) {
    for (const key of Object.keys(fields)) {
      if (!key.startsWith('$') && !allowed.includes(key))
        throw new DefinitionError(`${path}.${key}`, `is not a field (expected ${allowed.join(', ')})`);
    }
  }
  return fields;
}

/** A non-blank string of at most `max` characters, trimmed. */
export function readText(value: unknown, path: string, max: number): string {
  if (typeof value !== 'string') throw new DefinitionError(path, 'must be a string');
  const text = value.trim();
  if (text.length === 0) throw new DefinitionError(path, 'must not be blank');
  if (text.length > max) throw new DefinitionError(path, `is longer than ${max} characters`);
  return text;
}

/** Like readText, but absent, null or blank reads as null. */
export function readOptionalText(value: unknown, path: string, max: number): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return null;
  return readText(value, path, max);
}

/** An array of at most `max` entries (absent reads as empty when `optional`). */
export function readArray(value: unknown, path: string, max: number, optional: boolean): unknown[] {
  if (value === undefined && optional) return [];
  if (!Array.isArray(value)) throw new DefinitionError(path, 'must be an array');
  if (value.length > max) throw new DefinitionError(path, `has more than ${max} entries`);
  return value;
}
