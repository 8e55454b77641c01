/**
 * The input rules every engine can store alike: no NUL character (PostgreSQL's text refuses U+0000,
 * SQLite would keep it), no lone UTF-16 surrogate (it has no UTF-8 form: both drivers would store
 * U+FFFD instead of what was sent), and JSON no deeper than {@link MAX_JSON_DEPTH} levels (deeper
 * values exhaust the stack of the recursive `JSON.stringify` and of anything walking them).
 */

/** Deepest nesting of objects and arrays accepted in a request (the body itself is level 1). */
export const MAX_JSON_DEPTH = 64;

/** What is wrong with a value, and where (`body.data.name`, `query.queries[0]`). */
export interface BadInput {
  problem: 'nul' | 'lone-surrogate' | 'too-deep';
  where: string;
}

export interface FindBadInputOptions {
  /** Deepest nesting allowed (default {@link MAX_JSON_DEPTH}). */
  maxDepth?: number;
  /** Whether strings and keys are checked for NUL and lone surrogates (default true); false checks the depth only. */
  checkText?: boolean;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The problem of one string: `nul`, `lone-surrogate`, or null when it can be stored as sent. */
export function textProblem(text: string): BadInput['problem'] | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'lone-surrogate' : null;
}

/** A value met in the walk; its path is only spelled out for the one reported. */
interface Visit {
  value: unknown;
  depth: number;
  parent: Visit | null;
  /** The key or index under the parent; the root's name for the root. */
  step: string | number;
}

/**
 * The first bad string, key or nesting of a parsed JSON value (walked without recursion, so a value
 * of any depth is safe to look at), or null when it is fine. `where` names the value in the answer.
 *
 * @example
 * findBadInput({ data: { name: 'a\u0000' } }, 'body'); // { problem: 'nul', where: 'body.data.name' }
 */
export function findBadInput(
  value: unknown,
  where: string,
  options: FindBadInputOptions = {},
): BadInput | null {
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
  const checkText = options.checkText ?? true;
  const stack: Visit[] = [{ value, depth: 0, parent: null, step: where }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const current = visit.value;
    if (typeof current === 'string') {
      const problem = checkText ? textProblem(current) : null;
      if (problem) return { problem, where: pathOf(visit) };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const depth = visit.depth + 1;
    if (depth > maxDepth) return { problem: 'too-deep', where: pathOf(visit) };
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        stack.push({ value: current[index], depth, parent: visit, step: index });
      continue;
    }
    for (const [key, child] of Object.entries(current)) {
      const problem = checkText ? textProblem(key) : null;
      if (problem) return { problem, where: `a key of ${pathOf(visit)}` };
      stack.push({ value: child, depth, parent: visit, step: key });
    }
  }
  return null;
}

const MAX_PATH_LENGTH = 120;

/** `body.data.metrics[0]`, shortened in the middle when long (deep values, huge keys). */
function pathOf(visit: Visit): string {
  const steps: Array<string | number> = [];
  for (let at: Visit | null = visit; at; at = at.parent) steps.push(at.step);
  const path = steps
    .reverse()
    .map((step, index) => (typeof step === 'number' ? `[${step}]` : index === 0 ? step : `.${step}`))
    .join('');
  if (path.length <= MAX_PATH_LENGTH) return path;
  return `${path.slice(0, MAX_PATH_LENGTH / 2)}…${path.slice(-MAX_PATH_LENGTH / 2)}`;
}

/**
 * Whether JSON text nests objects and arrays deeper than `maxDepth`, found by a scan that stops at
 * the first level too many: cheaper than parsing (V8 takes seconds to parse a few megabytes of
 * `[[[…]]]`), so deep text is refused before it is parsed. Text that is not JSON may answer either.
 *
 * @example jsonTextExceedsDepth('[[1]]', 1) === true
 */
export function jsonTextExceedsDepth(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index = endOfString(text, index);
      if (index === -1) return false;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** The index of the quote closing the string opened at `start`, or -1 when it is never closed. */
function endOfString(text: string, start: number): number {
  let end = start;
  for (;;) {
    end = text.indexOf('"', end + 1);
    if (end === -1) return -1;
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end;
  }
}

/** The reason of the 400 answer for `bad`, naming where it was found. */
export function describeBadInput(bad: BadInput): string {
  switch (bad.problem) {
    case 'nul':
      return `${bad.where} contains a NUL character (U+0000)`;
    case 'lone-surrogate':
      return `${bad.where} contains a lone UTF-16 surrogate (not valid Unicode text)`;
    case 'too-deep':
      return `${bad.where} is nested deeper than ${MAX_JSON_DEPTH} levels`;
  }
}
