import { forgetAfterEachCall } from '../call-memory.js';
import type { DecodedParameter } from '../decode.js';
import type { ParameterLabel, ParameterLabels, ValidatedParameter } from './types.js';

/**
 * The parameter a name was last answered with, for one vendor: the decoded one and its answer, and
 * the label and group `labels` lists for the name.
 */
interface LastAnswer {
  decoded: DecodedParameter;
  answered: ValidatedParameter;
  listed: ParameterLabel;
}

/**
 * Per answer being built (its `labels`), per vendor code, each name met so far. A name met again is
 * already in `labels`; met again as the same decoded parameter (decoding shares a parameter sent again
 * with the value it last had), it is answered with the same `{name, value}`: an answer holds one copy
 * of each such parameter rather than one per request.
 */
let ANSWERED = new WeakMap<ParameterLabels, Map<string, Map<string, LastAnswer>>>();
// The answer outlives the call: what it took to build it (decoded parameters included) does not.
forgetAfterEachCall(() => {
  ANSWERED = new WeakMap();
});

/**
 * The answer's parameters of one request, `{name, value}` each, with the label and group of every name
 * not yet in `labels` written there under the request's vendor code: the answer then carries each
 * label once, not once per parameter per request. An answered parameter may be shared by several
 * requests of one answer (answers are never changed).
 */
export function answerParameters(
  labels: ParameterLabels,
  category: string | null,
  parameters: readonly DecodedParameter[],
): ValidatedParameter[] {
  const answered: ValidatedParameter[] = new Array<ValidatedParameter>(parameters.length);
  if (parameters.length === 0) return answered;
  const key = category ?? '';
  let byVendor = ANSWERED.get(labels);
  if (byVendor === undefined) {
    byVendor = new Map();
    ANSWERED.set(labels, byVendor);
  }
  let names = byVendor.get(key);
  if (names === undefined) {
    names = new Map();
    byVendor.set(key, names);
  }
  for (let index = 0; index < parameters.length; index++) {
    const parameter = parameters[index] as DecodedParameter;
    const last = names.get(parameter.name);
    if (last !== undefined && last.decoded === parameter) {
      answered[index] = last.answered;
      continue;
    }
    const answer: ValidatedParameter = { name: parameter.name, value: parameter.value };
    answered[index] = answer;
    if (last !== undefined) {
      // A label that depends on the value, other than the listed one, goes with the parameter.
      if (parameter.label !== last.listed.label || parameter.group !== last.listed.group) {
        answer.label = parameter.label;
        answer.group = parameter.group;
      }
      last.decoded = parameter;
      last.answered = answer;
    } else {
      names.set(parameter.name, {
        decoded: parameter,
        answered: answer,
        listed: listLabel(labels, key, parameter),
      });
    }
  }
  return answered;
}

/**
 * Writes the label and group of a parameter's name under its vendor code, unless already there, and
 * returns what is listed.
 */
function listLabel(labels: ParameterLabels, key: string, parameter: DecodedParameter): ParameterLabel {
  let vendorLabels = labels[key];
  if (vendorLabels === undefined) {
    // No prototype: a wire name such as `__proto__` or `constructor` is a key like any other.
    vendorLabels = Object.create(null) as Record<string, ParameterLabel>;
    labels[key] = vendorLabels;
  }
  return (vendorLabels[parameter.name] ??= { label: parameter.label, group: parameter.group });
}

/** A parameter as an answer of either version may carry it: version 1 gave its label and group inline. */
interface AnsweredParameter {
  name: string;
  value: string;
  label?: string | undefined;
  group?: string | undefined;
}

/** What resolveParameters reads of a validated request. */
interface AnsweredRequest {
  requestMetadata: { requestCategory: string | null; parameters: readonly AnsweredParameter[] };
}

/** A parameter with its label and group resolved. */
export interface ResolvedParameter {
  name: string;
  label: string;
  group: string;
  value: string;
}

/**
 * A validated request's parameters with their labels and groups, read from the parameters themselves
 * when they carry one (version 1, or a label that depends on the value), else from the answer's
 * `parameterLabels` (version 2). A name the dictionary lacks is its own label, in the group `other`.
 *
 * @example
 * const response = validate({ requests });
 * resolveParameters(response.data?.parameterLabels, response.data!.validatedRequests[0]!)
 * // [{name: 'en', label: 'Event name', group: 'most_used', value: 'page_view'}, …]
 */
export function resolveParameters(
  labels: Readonly<Record<string, Readonly<Record<string, { label: string; group: string }>>>> | undefined,
  request: AnsweredRequest,
): ResolvedParameter[] {
  const metadata = request.requestMetadata;
  const vendorLabels = labels?.[metadata.requestCategory ?? ''];
  return metadata.parameters.map((parameter) => {
    const known =
      vendorLabels !== undefined && Object.hasOwn(vendorLabels, parameter.name)
        ? vendorLabels[parameter.name]
        : undefined;
    // A parameter's own label (version 1, or a value-dependent label in version 2) comes first.
    return {
      name: parameter.name,
      label: parameter.label ?? known?.label ?? parameter.name,
      group: parameter.group ?? known?.group ?? 'other',
      value: parameter.value,
    };
  });
}
