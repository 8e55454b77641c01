/**
 * The documents a kill campaign writes: every field is derived from the document's id and version
 * (and, for a trigger, the tests it links), so a read can be checked against exactly what a write
 * sent, and a half-applied write cannot pass for a whole one.
 */

/** The collections the campaign writes: tests, and triggers linked to tests. */
export type CampaignCollection = 'tests' | 'triggers';

/** One version of a document: what one write of it carries. */
export interface DocumentVersion {
  version: number;
  /** For a trigger: the ids of the tests it links (its `tests`); empty for a test. */
  links: readonly string[];
}

/**
 * The `data` a write of `version` sends. The description's length varies with the id so that rows
 * span different page layouts; the metrics name the id and version again.
 */
export function documentData(
  collection: CampaignCollection,
  id: string,
  { version, links }: DocumentVersion,
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    name: `${id} v${version}`,
    description: `${id} at version ${version}. `.repeat(1 + (checksum(id) % 40)),
    logicalOperator: version % 2 === 0 ? 'AND' : 'OR',
    metrics: JSON.stringify([{ metric: `m.${id}`, comparison: 'equals', expected: String(version) }]),
  };
  if (collection === 'triggers') {
    data.tests = [...links];
    data.itemParameterOptions = `items of ${id}`;
  }
  return data;
}

/**
 * Whether a document read from the API is exactly `version` of `id`: every written field equal,
 * and for a trigger the same set of linked tests.
 */
export function isVersion(
  collection: CampaignCollection,
  id: string,
  version: DocumentVersion,
  document: Record<string, unknown>,
): boolean {
  if (document.$id !== id) return false;
  const expected = documentData(collection, id, version);
  for (const [field, value] of Object.entries(expected)) {
    if (field === 'tests') continue;
    if (document[field] !== value) return false;
  }
  return collection === 'tests' || sameSet(document.tests, version.links);
}

/** Whether `value` is a list of exactly the ids `ids` (in any order). */
export function sameSet(value: unknown, ids: readonly string[]): boolean {
  if (!Array.isArray(value) || value.length !== ids.length) return false;
  const wanted = new Set(ids);
  return value.every((id) => typeof id === 'string' && wanted.has(id));
}

function checksum(text: string): number {
  let sum = 0;
  for (const character of text) sum = (sum * 31 + character.charCodeAt(0)) >>> 0;
  return sum;
}
