/**
 * Snowplow's self-describing JSON fields: `ue_pr` / `co` as JSON text, `ue_px` / `cx` as base64url
 * JSON. The event (`ue_*`) is read as `ue.schema` plus `ue.<field>` of its inner data; the contexts
 * (`co`, `cx`) as `co[n].schema` and `co[n].data.<field>`; contexts that are a plain object of fields
 * instead (as trackers of their own send them, Yotpo's among them) as `co.<field>`.
 */
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import type { Param } from '../../url/params.js';
import { decodeBase64Text } from '../mixpanel/data-field.js';

function parse(text: string, base64: boolean): unknown {
  const json = base64 ? decodeBase64Text(text) : text;
  if (json === null) return undefined;
  const parsed = tryParseJson(json);
  return parsed.ok ? parsed.value : undefined;
}

function dataOf(value: unknown): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as { data?: unknown }).data
    : undefined;
}

/** The decoded fields of one self-describing parameter, or none when it does not parse. */
export function expandSelfDescribing(param: Param): Param[] {
  const { name, value } = param;
  if (name === 'ue_pr' || name === 'ue_px') {
    const inner = dataOf(parse(value, name === 'ue_px'));
    if (inner === null || typeof inner !== 'object') return [];
    const schema = (inner as { schema?: unknown }).schema;
    const data = (inner as { data?: unknown }).data;
    return [
      ...(typeof schema === 'string' ? [{ name: 'ue.schema', value: schema }] : []),
      ...(data === undefined ? [] : flattenJson(data, 'ue')),
    ];
  }
  if (name === 'co' || name === 'cx') {
    const parsed = parse(value, name === 'cx');
    const contexts = dataOf(parsed);
    if (Array.isArray(contexts)) return flattenJson(contexts, 'co');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? flattenJson(parsed, 'co')
      : [];
  }
  return [];
}

/** `iglu:com.acme/sign_up/jsonschema/1-0-0` → `sign_up`; null when it is not an Iglu URI. */
export function schemaEventName(schema: string | undefined): string | null {
  if (schema === undefined || !schema.startsWith('iglu:')) return null;
  const name = schema.slice('iglu:'.length).split('/')[1];
  return name !== undefined && name.length > 0 ? name : null;
}
