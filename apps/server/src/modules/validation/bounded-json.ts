/** Raised by {@link serializeJsonBounded} as soon as the JSON goes over its byte limit. */
export class JsonTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`the JSON is larger than ${limitBytes} bytes`);
    this.name = 'JsonTooLargeError';
  }
}

/** Pieces are gathered into chunks of about this many characters before they become bytes. */
const CHUNK_CHARS = 1 << 20;

/**
 * `JSON.stringify(value)` as UTF-8 bytes, built piece by piece and refused as soon as it goes over
 * `maxBytes`: arrays and plain objects down to `depth` levels are written element by element, deeper
 * values with `JSON.stringify`. So an answer too large to hold is never built whole, and answers
 * larger than V8's longest string (~512 MB) need no single string. Same output as
 * `JSON.stringify` for JSON data (plain objects, arrays, strings, finite numbers, booleans, null).
 *
 * @throws {JsonTooLargeError} when the JSON would be larger than `maxBytes`.
 * @example
 * serializeJsonBounded({ a: [1, 2] }, 1024).toString(); // '{"a":[1,2]}'
 */
export function serializeJsonBounded(value: unknown, maxBytes: number, depth = 4): Buffer {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let pending = '';
  const flush = () => {
    const chunk = Buffer.from(pending, 'utf8');
    pending = '';
    bytes += chunk.length;
    if (bytes > maxBytes) throw new JsonTooLargeError(maxBytes);
    chunks.push(chunk);
  };
  const write = (text: string) => {
    pending += text;
    // A character is at most 3 UTF-8 bytes: flush before the pending text could pass the limit.
    if (pending.length >= CHUNK_CHARS || bytes + pending.length * 3 > maxBytes) flush();
  };
  const visit = (item: unknown, level: number, inArray: boolean) => {
    if (level < depth && Array.isArray(item)) {
      write('[');
      item.forEach((element, index) => {
        if (index > 0) write(',');
        visit(element, level + 1, true);
      });
      write(']');
      return;
    }
    if (level < depth && isPlainObject(item)) {
      write('{');
      let first = true;
      for (const [key, member] of Object.entries(item)) {
        if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
        write(`${first ? '' : ','}${JSON.stringify(key)}:`);
        first = false;
        visit(member, level + 1, false);
      }
      write('}');
      return;
    }
    const text = JSON.stringify(item) as string | undefined;
    // As JSON.stringify does: undefined in an array is null (an object's is skipped above).
    write(text ?? (inArray ? 'null' : ''));
  };
  visit(value, 0, true);
  flush();
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, bytes);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && !('toJSON' in (value as object));
}
