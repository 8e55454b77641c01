/**
 * Ranks the page's accessible elements by how well their names match a written instruction, the
 * offline fallback when an instruction names neither a selector nor an exact text.
 */

/** Roles a click instruction may mean. */
export const CLICK_ROLES = new Set([
  'button',
  'link',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'tab',
  'checkbox',
  'radio',
  'switch',
  'option',
  'treeitem',
  'combobox',
  'image',
  'img',
  'StaticText',
]);

/** Roles a type instruction may mean. */
export const TYPE_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/** Words that say what to do or what kind of thing it is, not which one. */
const STOPWORDS = new Set(
  (
    'a an the this that on in into onto at to of for from with and or then please ' +
    'click clicks clicking tap press push hit select choose pick open go follow use ' +
    'type enter write fill input put set ' +
    'button btn link field box element item icon option menu tab text'
  ).split(' '),
);

/** Role words in an instruction, and the roles they point to. */
const ROLE_HINTS: ReadonlyArray<readonly [RegExp, ReadonlySet<string>]> = [
  [/\b(button|btn)\b/i, new Set(['button'])],
  [/\blink\b/i, new Set(['link'])],
  [/\b(tab)\b/i, new Set(['tab'])],
  [/\b(checkbox|check box)\b/i, new Set(['checkbox', 'switch'])],
  [/\b(field|box|input)\b/i, new Set(['textbox', 'searchbox', 'combobox'])],
  [/\bsearch\b/i, new Set(['searchbox'])],
  [/\bmenu\b/i, new Set(['menuitem'])],
];

export interface Candidate<T> {
  item: T;
  role: string;
  name: string;
}

export interface RankedCandidate<T> extends Candidate<T> {
  score: number;
}

/** Lower-cased words of letters and digits: `Add to cart!` → `add`, `to`, `cart`. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words of an instruction that name the target (stopwords dropped). */
export function keywords(text: string): string[] {
  return words(text).filter((word) => !STOPWORDS.has(word));
}

function sameWord(left: string, right: string): boolean {
  if (left === right) return true;
  // carts / cart, checkout / checking out: a shared stem of four letters or more.
  const shorter = left.length < right.length ? left : right;
  const longer = shorter === left ? right : left;
  return shorter.length >= 4 && longer.startsWith(shorter);
}

/**
 * How well an element matches an instruction, from 0 (no word in common) up: the share of the
 * instruction's keywords found in the name, a bonus when the whole name appears in the instruction,
 * a bonus for the role the instruction mentions, and a small cost for long names.
 */
export function scoreCandidate(instruction: string, role: string, name: string): number {
  const wanted = keywords(instruction);
  const nameWords = words(name);
  if (wanted.length === 0 || nameWords.length === 0) return 0;
  const found = wanted.filter((word) => nameWords.some((candidate) => sameWord(word, candidate))).length;
  if (found === 0) return 0;
  let score = found / wanted.length;
  const phrase = nameWords.join(' ');
  if (words(instruction).join(' ').includes(phrase)) score += 0.5;
  for (const [pattern, roles] of ROLE_HINTS) if (pattern.test(instruction) && roles.has(role)) score += 0.2;
  if (role === 'StaticText') score -= 0.1;
  score -= Math.max(0, nameWords.length - wanted.length) * 0.02;
  return Math.max(score, 0.001);
}

/** Candidates of the right kind for `action`, best first (ties keep page order). */
export function rankCandidates<T>(
  instruction: string,
  action: 'click' | 'type',
  candidates: ReadonlyArray<Candidate<T>>,
): Array<RankedCandidate<T>> {
  const roles = action === 'type' ? TYPE_ROLES : CLICK_ROLES;
  return candidates
    .filter((candidate) => roles.has(candidate.role) && candidate.name.trim() !== '')
    .map((candidate, order) => ({
      ...candidate,
      score: scoreCandidate(instruction, candidate.role, candidate.name),
      order,
    }))
    .sort((left, right) => right.score - left.score || left.order - right.order)
    .map(({ order: _order, ...candidate }) => candidate);
}
