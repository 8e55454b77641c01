import { makeFinding } from '../../findings/make-finding.js';
import type { Finding } from '../../findings/finding.js';
import { tryParseJson } from '../../url/flatten-json.js';
import type { Param } from '../../url/params.js';

/**
 * Flattens a parsed JSON value into bracketed names under `prefix`, the way the Pinterest tag writes
 * them in its noscript form: `{value: 10, line_items: [{product_id: 'A'}]}` under `ed` gives
 * `ed[value]` = `10` and `ed[line_items][0][product_id]` = `A`. Strings are kept as they are, other
 * scalars as JSON text; empty objects and arrays as `{}` / `[]`. Iterative, so deep input is safe.
 */
export function flattenBracketed(value: unknown, prefix: string): Param[] {
  const out: Param[] = [];
  const stack: Array<{ name: string; value: unknown }> = [{ name: prefix, value }];
  while (stack.length > 0) {
    const { name, value: current } = stack.pop() as { name: string; value: unknown };
    if (Array.isArray(current)) {
      if (current.length === 0) out.push({ name, value: '[]' });
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ name: `${name}[${index}]`, value: current[index] });
      }
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      if (entries.length === 0) out.push({ name, value: '{}' });
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        stack.push({ name: `${name}[${key}]`, value: child });
      }
    } else {
      out.push({ name, value: typeof current === 'string' ? current : (JSON.stringify(current) ?? '') });
    }
  }
  return out;
}

/**
 * Reads a query parameter whose value is JSON (`ed`, `pd`, `ad`): its bracketed fields, or a
 * VALUE_INVALID finding when it does not parse (Pinterest cannot read it either).
 */
export function expandJsonParam(param: Param): { params: Param[]; findings: Finding[] } {
  const text = param.value.trim();
  if (text.length === 0) return { params: [], findings: [] };
  const parsed = tryParseJson(text);
  if (!parsed.ok) {
    return {
      params: [],
      findings: [
        makeFinding('VALUE_INVALID', {
          fieldPath: param.name,
          parameter: param.name,
          message: `The Pinterest parameter ${param.name} should hold JSON but it does not parse (${parsed.error}), so its data is lost.`,
          expected: 'a JSON object',
          received: text.length > 120 ? `${text.slice(0, 120)}…` : text,
        }),
      ],
    };
  }
  return { params: flattenBracketed(parsed.value, param.name), findings: [] };
}
