/**
 * Path patterns of custom vendors are user input run against captured URLs, so they must not
 * backtrack catastrophically (`^(a+)+$` on a long path would hang validation). A pattern is accepted
 * when it is short, compiles, uses no backreference, repeats no group that itself repeats or
 * alternates (the shapes behind exponential backtracking) and has at most two unbounded repetitions
 * (`*`, `+`, `{n,}`), run only on paths of at most {@link MAX_PATTERN_INPUT} characters, so that the
 * polynomial worst case stays small. Conservative: some harmless patterns are refused.
 */

/** Longest path a pattern is run on; a longer path never matches a pattern (prefixes still apply). */
export const MAX_PATTERN_INPUT = 512;
const MAX_UNBOUNDED = 2;

/** Why a pattern is refused, or null when it is safe to compile and run. */
export function unsafePatternReason(pattern: string, maxLength: number): string | null {
  if (pattern.length > maxLength) return `is longer than ${maxLength} characters`;
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.length < 2)
    return 'must start with ^ and end with $';
  if (/\\[1-9]|\\k</.test(pattern)) return 'must not use backreferences';
  try {
    new RegExp(pattern);
  } catch (error) {
    return `is not a valid regular expression (${error instanceof Error ? error.message : 'invalid'})`;
  }
  if (nestedRepetition(pattern)) return 'repeats a group that itself repeats or alternates';
  if (unboundedCount(pattern) > MAX_UNBOUNDED)
    return `has more than ${MAX_UNBOUNDED} unbounded repetitions (*, +, {n,})`;
  return null;
}

/** How many `*`, `+` and `{n,}` / `{n,m}` repetitions the pattern has, outside character classes. */
function unboundedCount(pattern: string): number {
  let count = 0;
  let inClass = false;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] as string;
    if (char === '\\') index++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '*' || char === '+') count++;
    else if (char === '{' && /^\{\d+,/.test(pattern.slice(index))) count++;
  }
  return count;
}

const QUANTIFIERS = new Set(['*', '+', '{']);

/** True when a quantified group contains a quantifier or an alternation. */
function nestedRepetition(pattern: string): boolean {
  // For each open group: whether it contains a quantifier or `|` so far.
  const groups: boolean[] = [];
  let inClass = false;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] as string;
    if (char === '\\') {
      index++;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '(') {
      groups.push(false);
      // `(?:`, `(?=`, `(?<name>`: the `?` is group syntax, not a repetition.
      if (pattern[index + 1] === '?') index++;
    } else if (char === ')') {
      const risky = groups.pop() ?? false;
      const next = pattern[index + 1];
      const repeated = next !== undefined && QUANTIFIERS.has(next);
      if (risky && repeated) return true;
      if (risky || repeated || next === '?') markOpen(groups);
    } else if (QUANTIFIERS.has(char) || char === '?' || char === '|') markOpen(groups);
  }
  return false;
}

function markOpen(groups: boolean[]): void {
  if (groups.length > 0) groups[groups.length - 1] = true;
}
