/**
 * `cd[contents]` and `cd[content_ids]` are lists: the pixel sends them as JSON text
 * (`[{"id":"SKU_1","quantity":2}]`, `["SKU_1","SKU_2"]`). Text that does not parse, such as a
 * comma-separated `SKU_1, SKU_2`, cannot be matched to the catalogue.
 *
 * Meta's help centre accepts a single content id for `content_ids`, and the pixel sends a lone string as
 * it is, so one plain id (`SKU_1`: no comma, bracket, brace or quote) is accepted.
 */
import { tryParseJson } from '../../url/flatten-json.js';
import { defineRule, type RuleHit } from '../define-rule.js';
import { META_REFERENCE, isRedacted, metaParam, shown } from './meta-facts.js';
import { META_CODE } from '../../vendors/facebook/code.js';

const FIELDS = [
  {
    name: 'cd[contents]',
    readable: 'contents',
    example: '[{"id":"SKU_1","quantity":2}]',
    singleIdAllowed: false,
  },
  { name: 'cd[content_ids]', readable: 'content IDs', example: '["SKU_1","SKU_2"]', singleIdAllowed: true },
] as const;

/** One plain id: no list punctuation at all. */
export function isSinglePlainId(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length === 0) return false;
  for (const char of trimmed) {
    if (
      char === ',' ||
      char === '[' ||
      char === ']' ||
      char === '{' ||
      char === '}' ||
      char === '"' ||
      char === "'"
    )
      return false;
  }
  return true;
}

export const metaContentJsonRule = defineRule({
  id: 'meta.content-json',
  code: 'META_JSON_INVALID',
  severity: 'error',
  description: 'cd[contents] and cd[content_ids] must be valid JSON (a single plain content id is accepted).',
  source: META_REFERENCE,
  categories: [META_CODE],
  check: (request) => {
    const hits: RuleHit[] = [];
    for (const field of FIELDS) {
      const param = metaParam(request, field.name);
      if (param === undefined || param.value.trim().length === 0 || isRedacted(param.value)) continue;
      if (tryParseJson(param.value).ok) continue;
      if (field.singleIdAllowed && isSinglePlainId(param.value)) continue;
      hits.push({
        fieldPath: field.name,
        parameter: field.readable,
        message:
          `Meta expects ${field.readable} (${field.name}) as a JSON list such as ${field.example}, ` +
          `but received "${shown(param.value)}", which is not valid JSON.`,
        expected: `a JSON list, such as ${field.example}`,
        received: shown(param.value),
      });
    }
    return hits;
  },
});
