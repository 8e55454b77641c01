/**
 * Suggestion: `cd[contents]` parses as JSON but is not the documented list of objects each with an `id`
 * (and a `quantity`), or `cd[content_ids]` parses but is neither a list of ids nor a single id, or an
 * id of either is the pixel's own id (a tag variable that read the wrong field: seen on a real
 * e-commerce site's ViewContent). Meta cannot match such contents to catalogue products. Text that
 * does not parse at all is META_JSON_INVALID.
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

/** The ids of parsed contents or content ids, as text (none when the shape is wrong). */
function idsOf(value: unknown): string[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const ids: string[] = [];
  for (const entry of list) {
    const id =
      entry !== null && typeof entry === 'object' && !Array.isArray(entry)
        ? (entry as { id?: unknown }).id
        : entry;
    if (isId(id)) ids.push(String(id).trim());
  }
  return ids;
}

/** The hit when an id of `json` is the pixel's own id. */
function pixelIdAsContent(
  pixelId: string | null,
  json: { value: unknown },
  fieldPath: string,
  parameter: string,
): RuleHit | null {
  if (pixelId === null || pixelId.length === 0 || !idsOf(json.value).includes(pixelId)) return null;
  return {
    fieldPath,
    parameter,
    message:
      `The ${parameter} (${fieldPath}) hold the pixel's own id ${pixelId}, not product ids: Meta cannot match ` +
      `the event to catalogue products. The tag or variable that fills them reads the wrong field.`,
    expected: 'product ids (the catalogue ids of the products)',
    received: pixelId,
  };
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
    } else if (contentsJson) {
      const hit = pixelIdAsContent(request.accountID, contentsJson, 'cd[contents]', 'contents');
      if (hit) hits.push(hit);
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
    } else if (idsJson) {
      const hit = pixelIdAsContent(request.accountID, idsJson, 'cd[content_ids]', 'content IDs');
      if (hit) hits.push(hit);
    }
    return hits;
  },
});
