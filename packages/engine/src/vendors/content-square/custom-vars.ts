import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import type { Param } from '../../url/params.js';
import { appendAll } from '../../append-all.js';

/** The custom-variable parameters: page (`cvarp`), session (`cvars`) and user (`cvaru`) scope. */
export const CUSTOM_VAR_PARAMS: ReadonlySet<string> = new Set(['cvarp', 'cvars', 'cvaru']);

/**
 * Decodes a custom-variable parameter. Contentsquare sends `{"<slot>": ["<name>", "<value>"], …}`;
 * each variable becomes `<param>.<name>` = value (`cvarp.pagetype` = `product grid`), so a check can
 * name the variable rather than its slot. Any other JSON is flattened as it is; text that is not JSON
 * gives nothing more (the raw parameter is kept by the caller).
 */
export function decodeCustomVars(param: Param): Param[] {
  const parsed = tryParseJson(param.value);
  if (!parsed.ok) return [];
  const value = parsed.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return flattenJson(value, param.name);
  const out: Param[] = [];
  for (const [slot, entry] of Object.entries(value)) {
    if (Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string') {
      const variable: unknown = entry[1];
      out.push({
        name: `${param.name}.${entry[0]}`,
        value: typeof variable === 'string' ? variable : (JSON.stringify(variable) ?? ''),
      });
    } else {
      appendAll(out, flattenJson(entry, `${param.name}.${slot}`));
    }
  }
  return out;
}
