/** What a decoded event carries: its parameters, labelled and grouped by the vendor, and its findings. */
import type { DecodedParameter } from './decode.js';
import type { Finding } from './findings/finding.js';
import { makeFinding } from './findings/make-finding.js';
import type { Param } from './url/params.js';
import type { Vendor, VendorEvent } from './vendors/define-vendor.js';
import type { ParameterGroup } from './vendors/vendor-codes.js';

const REDACTED = '[redacted:';

/** A wire name as first met, with its label and group. */
interface NameEntry {
  name: string;
  label: string;
  group: ParameterGroup;
  /** The parameter last sent under the name: often sent again with the same value, and then shared. */
  last: DecodedParameter | null;
}

/** Per vendor, each wire name met, as vendor.describe labels it (names repeat across requests). */
const NAMES = new WeakMap<Vendor, Map<string, NameEntry>>();
const NAMES_LIMIT = 20_000;
/** Longer values are not kept for sharing: they rarely repeat, and would be kept in memory. */
const SHARED_VALUE_LENGTH = 200;

/**
 * The event's parameters with their labels and groups. Every request sends its names, and most of its
 * values, again: a parameter sent with the same value as the last time its name was met is the same
 * (never mutated) object, so that a session holds one copy of each, and later comparisons (duplicates,
 * rules) find equal values identical.
 */
export function describeParams(vendor: Vendor, params: readonly Param[]): DecodedParameter[] {
  let names = NAMES.get(vendor);
  if (names === undefined) {
    names = new Map();
    NAMES.set(vendor, names);
  }
  const described = new Array<DecodedParameter>(params.length);
  for (let index = 0; index < params.length; index++) {
    const { name, value } = params[index] as Param;
    let entry = names.get(name);
    if (entry === undefined) {
      const { label, group } = vendor.describe(name);
      entry = { name, label, group, last: null };
      if (names.size < NAMES_LIMIT) names.set(name, entry);
    }
    const last = entry.last;
    if (last !== null && last.value === value) {
      described[index] = last;
      continue;
    }
    const parameter = { name: entry.name, label: entry.label, group: entry.group, value };
    if (value.length <= SHARED_VALUE_LENGTH) entry.last = parameter;
    described[index] = parameter;
  }
  return described;
}

/** The vendor's decoding findings, then one VALUE_REDACTED per value redacted at capture. */
export function eventFindings(event: VendorEvent): Finding[] {
  const findings = event.findings ? event.findings.slice() : [];
  for (const param of event.params) {
    if (param.value.length < REDACTED.length || !param.value.includes(REDACTED)) continue;
    findings.push(
      makeFinding('VALUE_REDACTED', {
        fieldPath: param.name,
        parameter: param.name,
        message: `The value of ${param.name} was redacted when it was captured, so it was not checked.`,
        received: param.value.slice(0, 100),
      }),
    );
  }
  return findings;
}
