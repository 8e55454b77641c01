import { listVendors } from '../vendors/vendor-facts.js';
import { VENDOR_KINDS, type VendorKind } from '../vendors/vendor-traits.js';
import {
  CUSTOM_VENDOR_CODE,
  CUSTOM_VENDOR_LIMITS as LIMITS,
  type CustomVendorDefinition,
} from './custom-vendor-definition.js';
import { readMatch, readParams } from './read-match-and-params.js';
import { DefinitionError, readArray, readObject, readOptionalText, readText } from './read-field.js';

/** The answer of the parsers: the definitions, or the first problem with the path of the bad field. */
export type CustomVendorsResult =
  { ok: true; vendors: CustomVendorDefinition[] } | { ok: false; path: string; error: string };

const FIELDS = ['code', 'name', 'kind', 'match', 'event', 'account', 'params'];
let builtIn: ReadonlySet<string> | null = null;

/**
 * The built-in codes and aliases, upper-cased, read from the vendor facts (not the registry, so that
 * the web app parses definitions without loading every decoder; a test keeps the two in step).
 */
function builtInCodes(): ReadonlySet<string> {
  builtIn ??= new Set(
    listVendors().flatMap((vendor) => [vendor.code, ...vendor.aliases].map((code) => code.toUpperCase())),
  );
  return builtIn;
}

/**
 * Reads a custom vendors file: an array of definitions or `{vendors: [...]}` (DESIGN.md). Refuses,
 * with the path of the first bad field, a malformed definition, more than 100 definitions, two with
 * one code, and a code that is (in any case) a built-in vendor's code or alias. Never throws.
 *
 * @example parseCustomVendors([{ code: 'ACME', name: 'Acme', match: { hosts: ['collect.acme.example'] } }])
 */
export function parseCustomVendors(input: unknown): CustomVendorsResult {
  try {
    let list = input;
    let base = '';
    if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
      list = readObject(input, '(top level)', ['vendors']).vendors;
      base = 'vendors';
    }
    const entries = readArray(list, base || '(top level)', LIMITS.vendors, false);
    const seen = new Set<string>();
    const vendors = entries.map((entry, index) => {
      const path = `${base}[${index}]`;
      const vendor = readDefinition(entry, path);
      if (seen.has(vendor.code)) throw new DefinitionError(`${path}.code`, `repeats code ${vendor.code}`);
      seen.add(vendor.code);
      return vendor;
    });
    return { ok: true, vendors };
  } catch (error) {
    return failure(error);
  }
}

/**
 * Reads one definition (a document of the `vendors` collection, say); `path` names it in the error.
 * A code clash with a built-in vendor is refused; other definitions are not looked at. Never throws.
 */
export function parseCustomVendor(input: unknown, path = '(definition)'): CustomVendorsResult {
  try {
    return { ok: true, vendors: [readDefinition(input, path)] };
  } catch (error) {
    return failure(error);
  }
}

function failure(error: unknown): CustomVendorsResult {
  if (error instanceof DefinitionError) return { ok: false, path: error.path, error: error.message };
  const reason = error instanceof Error ? error.message : 'unreadable';
  return { ok: false, path: '(top level)', error: `(top level): ${reason}` };
}

function readDefinition(value: unknown, path: string): CustomVendorDefinition {
  const fields = readObject(value, path, FIELDS);
  return {
    code: readCode(fields.code, `${path}.code`),
    name: readText(fields.name, `${path}.name`, LIMITS.text),
    kind: readKind(fields.kind, `${path}.kind`),
    match: readMatch(fields.match, `${path}.match`),
    event: readOptionalText(fields.event, `${path}.event`, LIMITS.text),
    account: readOptionalText(fields.account, `${path}.account`, LIMITS.text),
    params: readParams(fields.params, `${path}.params`),
  };
}

function readCode(value: unknown, path: string): string {
  const code = readText(value, path, LIMITS.text);
  if (!CUSTOM_VENDOR_CODE.test(code))
    throw new DefinitionError(
      path,
      'must be 2 to 40 upper-case letters, digits or _, starting with a letter',
    );
  if (builtInCodes().has(code))
    throw new DefinitionError(path, `${code} is a built-in vendor: a custom vendor never overrides one`);
  return code;
}

function readKind(value: unknown, path: string): VendorKind {
  if (value === undefined || value === null) return 'other';
  if (typeof value === 'string' && (VENDOR_KINDS as readonly string[]).includes(value))
    return value as VendorKind;
  throw new DefinitionError(path, `must be one of ${VENDOR_KINDS.join(', ')}`);
}
