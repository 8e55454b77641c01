import type { DecodedRequest } from '../decode.js';
import type { ConditionResult } from '../validation/types.js';
import { canonicalText } from './canonical.js';
import type { Condition, LogicalOperator } from './condition.js';

/** A request's decoded parameters by wire name; a repeated name keeps every value, in order. */
export type ParamIndex = ReadonlyMap<string, readonly string[]>;

export function buildParamIndex(request: DecodedRequest): ParamIndex {
  const index = new Map<string, string[]>();
  for (const param of request.parameters) {
    const values = index.get(param.name);
    if (values) values.push(param.value);
    else index.set(param.name, [param.value]);
  }
  return index;
}

/**
 * Evaluates one condition against the request's parameters, by exact wire name.
 * - `exists`: the parameter is present, even with an empty value.
 * - `notExists`: it is absent.
 * - `equals`: one of its values equals the expected text; JSON objects and arrays are compared in
 *   canonical form (sorted keys), everything else as text (`10` ≠ `10.00`, case-sensitive).
 * `received` is the matching value, else the first value sent, else null.
 */
export function evaluateCondition(condition: Condition, params: ParamIndex): ConditionResult {
  const values = params.get(condition.metric);
  const first = values?.[0] ?? null;
  const base = { metric: condition.metric, comparison: condition.comparison, expected: condition.expected };
  switch (condition.comparison) {
    case 'exists':
      return { ...base, received: first, passed: values !== undefined };
    case 'notExists':
      return { ...base, received: first, passed: values === undefined };
    case 'equals': {
      const match = values?.find(
        (value) => value === condition.expected || canonicalText(value) === condition.expected,
      );
      return { ...base, received: match ?? first, passed: match !== undefined };
    }
  }
}

/** True when the conditions hold under the operator (AND: all, OR: any). An empty list never holds. */
export function conditionsHold(
  conditions: readonly Condition[],
  operator: LogicalOperator,
  params: ParamIndex,
): boolean {
  if (conditions.length === 0) return false;
  return operator === 'OR'
    ? conditions.some((condition) => evaluateCondition(condition, params).passed)
    : conditions.every((condition) => evaluateCondition(condition, params).passed);
}

/** Evaluates every condition (so each is reported) and combines them under the operator. */
export function evaluateAll(conditions: readonly Condition[], operator: LogicalOperator, params: ParamIndex) {
  const results = conditions.map((condition) => evaluateCondition(condition, params));
  const passed =
    results.length > 0 &&
    (operator === 'OR' ? results.some((r) => r.passed) : results.every((r) => r.passed));
  return { passed, conditions: results };
}
