/**
 * AppMeasurement context data: `c.=&a.=&media.=&view=1&.media&.a&.c` nests names between an opening
 * `<name>.` with an empty value and a closing `.<name>`. Read into dotted names (`c.a.media.view`).
 */
import type { Param } from '../../url/params.js';

/** Rewrites the nested context-data parameters into dotted names; every other parameter is kept. */
export function nestContextData(params: readonly Param[]): Param[] {
  const out: Param[] = [];
  const stack: string[] = [];
  for (const param of params) {
    const { name } = param;
    const opens = name.length > 1 && name.endsWith('.') && !name.startsWith('.') && param.value === '';
    if (opens && (stack.length > 0 || name === 'c.')) {
      stack.push(name.slice(0, -1));
      continue;
    }
    if (stack.length > 0 && name.startsWith('.') && name.length > 1) {
      if (name.slice(1) === stack[stack.length - 1]) stack.pop();
      continue;
    }
    out.push(stack.length > 0 ? { name: `${stack.join('.')}.${name}`, value: param.value } : param);
  }
  return out;
}
