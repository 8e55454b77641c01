/**
 * Suggestion: `cd[contents]` parses as JSON but is not the documented list of objects each with an `id`
 * (and a `quantity`), or `cd[content_ids]` parses but is neither a list of ids nor a single id. Meta
 * cannot match such contents to catalogue products. Text that does not parse at all is META_JSON_INVALID.
 */
import { tryParseJson } from '../../url/flatten-json.js';
import { defineRule, type RuleHit } from '../define-rule.js';
import { META_CUSTOM_DATA, isRedacted, metaParam, shown } from './meta-facts.js';
import { META_CODE } from '../../vendors/facebook/code.js';

function isId(value: unknown): boolean {
  return (
    (typeof value === 'string' && value.trim().length > 0) ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

function isContentsList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: unknown) =>
        entry !== null &&
        typeof entry === 'object' &&
        !Array.isArray(entry) &&
        isId((entry as { id?: unknown }).id),
    )
  );
}

function isContentIds(value: unknown): boolean {
  return isId(value) || (Array.isArray(value) && value.every(isId));
}

function parsed(value: string): { ok: true; value: unknown } | null {
  const result = tryParseJson(value);
  return result.ok ? result : null;
}

export const metaContentsShapeRule = defineRule({
  id: 'meta.contents-shape',
  code: 'META_CONTENTS_SHAPE',
  severity: 'warning',
  description: 'cd[contents] should be a list of objects with an id; cd[content_ids] a list of ids.',
  source: META_CUSTOM_DATA,
  categories: [META_CODE],
  check: (request) => {
    const hits: RuleHit[] = [];
    const contents = metaParam(request, 'cd[contents]');
    const contentsJson = contents && !isRedacted(contents.value) ? parsed(contents.value) : null;
    if (contents && contentsJson && !isContentsList(contentsJson.value)) {
      hits.push({
        fieldPath: 'cd[contents]',
        parameter: 'contents',
        message:
          `Meta expects contents (cd[contents]) as a list of products, each with an id and a quantity, such as ` +
          `[{"id":"SKU_1","quantity":2}], but received "${shown(contents.value)}".`,
        expected: 'a list of objects with id and quantity',
        received: shown(contents.value),
      });
    }
    const ids = metaParam(request, 'cd[content_ids]');
    const idsJson = ids && !isRedacted(ids.value) ? parsed(ids.value) : null;
    if (ids && idsJson && !isContentIds(idsJson.value)) {
      hits.push({
        fieldPath: 'cd[content_ids]',
        parameter: 'content IDs',
        message: `Meta expects content IDs (cd[content_ids]) as a list of ids such as ["SKU_1","SKU_2"], but received "${shown(ids.value)}".`,
        expected: 'a list of product ids',
        received: shown(ids.value),
      });
    }
    return hits;
  },
});
