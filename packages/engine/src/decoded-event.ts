/** What a decoded event carries: its parameters, labelled and grouped by the vendor, and its findings. */
import type { DecodedParameter } from './decode.js';
import type { Finding } from './findings/finding.js';
import { makeFinding } from './findings/make-finding.js';
import type { Param } from './url/params.js';
import type { Vendor, VendorEvent } from './vendors/define-vendor.js';
import type { ParameterGroup } from './vendors/vendor-codes.js';
import { isConsentParameter, withConsentParameters } from './consent/consent-parameters.js';
import { forgetAfterEachCall } from './call-memory.js';
import { appendAll } from './append-all.js';
import { macroIn } from './macro.js';

const REDACTED = '[redacted:';

/** A wire name as first met, with its label and group. */
interface NameEntry {
  name: string;
  label: string;
  group: ParameterGroup;
  /** Whether the name is a consent parameter whose decoded fields are added after it. */
  consent: boolean;
  /** The parameter last sent under the name: often sent again with the same value, and then shared. */
  last: DecodedParameter | null;
}

/** Per vendor, each wire name met in the call, as vendor.describe labels it (names repeat). */
let NAMES = new WeakMap<Vendor, Map<string, NameEntry>>();
forgetAfterEachCall(() => {
  NAMES = new WeakMap();
});
const NAMES_LIMIT = 20_000;
/** Longer values are not kept for sharing: they rarely repeat, and would be kept in memory. */
const SHARED_VALUE_LENGTH = 200;

/** A decoded event's parameters and the findings met decoding it. */
export interface DescribedEvent {
  parameters: DecodedParameter[];
  findings: Finding[];
}

/**
 * The event's parameters with their labels and groups, the decoded fields of its consent parameters
 * after each, and its findings: the vendor's, one VALUE_REDACTED per value redacted at capture, then
 * one per consent string that cannot be read. One pass over the parameters.
 *
 * Every request sends its names, and most of its values, again: a parameter sent with the same value
 * as the last time its name was met is the same (never mutated) object, so that a session holds one
 * copy of each, and later comparisons (duplicates, rules) find equal values identical.
 */
export function describeEvent(vendor: Vendor, event: VendorEvent): DescribedEvent {
  let names = NAMES.get(vendor);
  if (names === undefined) {
    names = new Map();
    NAMES.set(vendor, names);
  }
  const params = event.params;
  const findings = event.findings ? event.findings.slice() : [];
  const parameters = new Array<DecodedParameter>(params.length);
  let hasConsent = false;
  let macros: MacroMet[] | null = null;
  for (let index = 0; index < params.length; index++) {
    const { name, value } = params[index] as Param;
    let entry = names.get(name);
    if (entry === undefined) {
      const { label, group } = vendor.describe(name);
      entry = { name, label, group, consent: isConsentParameter(name), last: null };
      if (names.size < NAMES_LIMIT) names.set(name, entry);
    }
    if (entry.consent) hasConsent = true;
    const last = entry.last;
    if (last !== null && last.value === value) {
      parameters[index] = last;
      continue;
    }
    const parameter = { name: entry.name, label: entry.label, group: entry.group, value };
    parameters[index] = parameter;
    if (value.length >= REDACTED.length && value.includes(REDACTED)) findings.push(redacted(name, value));
    else {
      const macro = macroIn(value);
      // A value holding a macro is not shared: each request holding it gets its finding.
      if (macro === null) {
        if (value.length <= SHARED_VALUE_LENGTH) entry.last = parameter;
      } else if (!isNotTheTags(vendor, event, name)) (macros ??= []).push({ name, value, macro });
    }
  }
  if (macros !== null) appendAll(findings, unfilledMacros(macros));
  return {
    parameters: hasConsent ? withConsentParameters(parameters, findings) : parameters,
    findings,
  };
}

/**
 * A page address or what the page publishes, where a macro is the page's, not the tag's; or a
 * parameter whose macros the vendor's server fills in.
 */
function isNotTheTags(vendor: Vendor, event: VendorEvent, name: string): boolean {
  return (
    vendor.pageUrlParams.includes(name) ||
    (vendor.serverFilledParams?.includes(name) ?? false) ||
    (vendor.pageContentEvents?.includes(event.eventName.toLowerCase()) ?? false)
  );
}

/** A parameter holding an unfilled macro. */
interface MacroMet {
  name: string;
  value: string;
  macro: string;
}

/**
 * One VALUE_PLACEHOLDER per macro, on the parameter that holds it most specifically (the shortest
 * value: Criteo's `p1.z` rather than the `p1` sub-query it was read from), in the order they were met.
 */
function unfilledMacros(met: readonly MacroMet[]): Finding[] {
  const byMacro = new Map<string, MacroMet>();
  for (const entry of met) {
    const known = byMacro.get(entry.macro);
    if (known === undefined || entry.value.length < known.value.length) byMacro.set(entry.macro, entry);
  }
  return [...byMacro.values()].map(unfilledMacro);
}

function unfilledMacro({ name, value, macro }: MacroMet): Finding {
  return makeFinding('VALUE_PLACEHOLDER', {
    fieldPath: name,
    parameter: name,
    message:
      `${name} holds ${macro}, a macro the tag or ad server that built this request never filled in: ` +
      `the vendor receives the macro's name, not the value it stands for. Check the macro in the tag's ` +
      `template and the tool that should fill it.`,
    expected: 'the value the macro stands for',
    received: value.slice(0, 100),
  });
}

/** The finding for a value redacted at capture (the extension's masking), which is not checked. */
function redacted(name: string, value: string): Finding {
  return makeFinding('VALUE_REDACTED', {
    fieldPath: name,
    parameter: name,
    message: `The value of ${name} was redacted when it was captured, so it was not checked.`,
    received: value.slice(0, 100),
  });
}
