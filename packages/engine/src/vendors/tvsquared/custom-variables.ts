/**
 * TVSquared's two custom variables. Its snippets put them in slot 5 of the Piwik custom variables,
 * each a name and a JSON text: the action (page scope, sent as `cvar`) named after the action, with
 * `rev`, `prod`, `id`, `promo` and any custom metric; the session (visit scope, sent as `_cvar`) named
 * `session`, with `user`. They are read here into `action.*` and `session.*` parameters.
 */
import { makeFinding } from '../../findings/make-finding.js';
import type { Finding } from '../../findings/finding.js';
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, type Param } from '../../url/params.js';
import { isRecord } from '../../json-value.js';
import { appendAll } from '../../append-all.js';

/** The slot TVSquared's snippets use for both variables. */
const SLOT = '5';
const SESSION_NAME = 'session';

interface SlotVariable {
  name: string;
  value: string;
}

/** The `[name, value]` pair in slot 5 of a custom-variable field (`cvar`, `_cvar`), or null. */
function slotVariable(params: readonly Param[], field: string): SlotVariable | null {
  const raw = getParam(params, field);
  if (raw === undefined) return null;
  const parsed = tryParseJson(raw);
  if (!parsed.ok || !isRecord(parsed.value)) return null;
  const slot = parsed.value[SLOT];
  if (!Array.isArray(slot)) return null;
  const [name, value] = slot as unknown[];
  if (typeof name !== 'string' || name.length === 0) return null;
  return { name, value: typeof value === 'string' ? value : JSON.stringify(value ?? '') };
}

/** The fields of a variable's JSON value under `prefix.`, or a VALUE_INVALID finding on `field`. */
function readFields(
  variable: SlotVariable,
  prefix: string,
  field: string,
): { params: Param[]; findings: Finding[] } {
  const parsed = tryParseJson(variable.value);
  if (parsed.ok && isRecord(parsed.value)) return { params: flattenJson(parsed.value, prefix), findings: [] };
  const text = variable.value;
  return {
    params: [],
    findings: [
      makeFinding('VALUE_INVALID', {
        fieldPath: field,
        parameter: `${prefix} data`,
        message: `The TVSquared ${prefix} "${variable.name}" should carry a JSON object (as the snippet sends it), but its value is not one, so its fields cannot be read.`,
        expected: 'a JSON object, such as {"rev":"10","prod":"…","id":"…","promo":""}',
        received: text.length > 120 ? `${text.slice(0, 120)}…` : text,
      }),
    ],
  };
}

/** What the custom variables of a hit say: the action's name (null: no action) and the fields read. */
export interface TvSquaredVariables {
  actionName: string | null;
  params: Param[];
  findings: Finding[];
}

/** Reads the action (`cvar` slot 5) and the session (`_cvar` slot 5 named `session`) of a hit. */
export function readTvSquaredVariables(params: readonly Param[]): TvSquaredVariables {
  const out: TvSquaredVariables = { actionName: null, params: [], findings: [] };
  const action = slotVariable(params, 'cvar');
  if (action !== null) {
    const fields = readFields(action, 'action', 'cvar');
    out.actionName = action.name;
    out.params.push({ name: 'action.name', value: action.name });
    appendAll(out.params, fields.params);
    appendAll(out.findings, fields.findings);
  }
  const session = slotVariable(params, '_cvar');
  if (session !== null && session.name === SESSION_NAME) {
    const fields = readFields(session, 'session', '_cvar');
    appendAll(out.params, fields.params);
    appendAll(out.findings, fields.findings);
  }
  return out;
}
