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
  /** The value last sent under the name: often sent again, and then shared too. */
  value: string;
}

/** Per vendor, each wire name met, as vendor.describe labels it (names repeat across requests). */
const NAMES = new WeakMap<Vendor, Map<string, NameEntry>>();
const NAMES_LIMIT = 20_000;
/** Longer values are not kept for sharing: they rarely repeat, and would be kept in memory. */
const SHARED_VALUE_LENGTH = 200;

/**
 * The event's parameters with their labels and groups. Every request sends its names, and most of its
 * values, again as new strings: the decoded parameters share the ones met before instead, so that the
 * copies are freed at once and later comparisons (duplicates, rules) find equal strings identical.
 */
export function describeParams(vendor: Vendor, params: readonly Param[]): DecodedParameter[] {
  let names = NAMES.get(vendor);
  if (names === undefined) {
    names = new Map();
    NAMES.set(vendor, names);
  }
  const known = names;
  return params.map(({ name, value }) => {
    let entry = known.get(name);
    if (entry === undefined) {
      const { label, group } = vendor.describe(name);
      entry = { name, label, group, value: '' };
      if (known.size < NAMES_LIMIT) known.set(name, entry);
    }
    let shared = value;
    if (value === entry.value) shared = entry.value;
    else if (value.length <= SHARED_VALUE_LENGTH) entry.value = value;
    return { name: entry.name, label: entry.label, group: entry.group, value: shared };
  });
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
