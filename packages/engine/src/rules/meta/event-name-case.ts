/**
 * Meta's standard event names are case-sensitive PascalCase. `purchase`, `addtocart`, `Pageview` or
 * `add_to_cart` are counted as custom events, so they do not feed the standard conversions. The hit
 * still arrives, hence a warning naming the standard spelling.
 */
import { defineRule } from '../define-rule.js';
import { META_REFERENCE, META_STANDARD_EVENTS, metaEvent, shown } from './meta-facts.js';
import { META_CODE } from '../../vendors/facebook/code.js';

/** Lowercase without `_`, `-` or spaces: `add_to_cart` and `AddToCart` both read `addtocart`. */
function folded(name: string): string {
  let out = '';
  for (const char of name.toLowerCase()) {
    if (char !== '_' && char !== '-' && char !== ' ') out += char;
  }
  return out;
}

const BY_FOLDED_NAME = new Map(META_STANDARD_EVENTS.map((name) => [folded(name), name]));
const STANDARD_EVENTS: ReadonlySet<string> = new Set(META_STANDARD_EVENTS);

/** The standard event `name` was meant to be, when it is one spelled differently; else undefined. */
export function intendedStandardEvent(name: string): string | undefined {
  // A standard name spelled right (most events) folds to itself.
  if (name.length > 40 || STANDARD_EVENTS.has(name)) return undefined;
  const standard = BY_FOLDED_NAME.get(folded(name));
  return standard === undefined || standard === name ? undefined : standard;
}

export const metaEventCaseRule = defineRule({
  id: 'meta.event-name-case',
  code: 'META_EVENT_CASE',
  severity: 'warning',
  description:
    'A standard event name sent in the wrong case (purchase, addtocart) is a custom event to Meta.',
  source: META_REFERENCE,
  categories: [META_CODE],
  check: (request) => {
    const event = metaEvent(request);
    const standard = intendedStandardEvent(event);
    if (standard === undefined) return [];
    return [
      {
        fieldPath: 'ev',
        parameter: 'event name',
        message:
          `The event "${shown(event)}" looks like Meta's standard event ${standard}, but standard event names are ` +
          `case-sensitive: Meta counts "${shown(event)}" as a custom event. Send ${standard} exactly.`,
        expected: standard,
        received: shown(event),
      },
    ];
  },
});
