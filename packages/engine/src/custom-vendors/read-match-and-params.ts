import type { ParamSpec } from '../vendors/define-vendor.js';
import type { ParameterGroup } from '../vendors/vendor-codes.js';
import { CUSTOM_VENDOR_LIMITS as LIMITS, type CustomVendorMatch } from './custom-vendor-definition.js';
import {
  DefinitionError,
  readArray,
  readObject,
  readOptionalText,
  readText,
  type Fields,
} from './read-field.js';
import { unsafePatternReason } from './safe-pattern.js';

/** Readers of a definition's `match` and `params`; each throws a DefinitionError at the bad field. */

const PARAMETER_GROUPS: readonly ParameterGroup[] = [
  'most_used',
  'e_commerce',
  'user',
  'consent_mode',
  'custom_event_parameters',
  'other',
];
const HOST = /^(\*\.)?[a-z0-9_-]+(\.[a-z0-9_-]+)*$/;

/** `{hosts, paths}`: hosts lower-cased (`*.` allowed in front), paths prefixes or safe `^…$` patterns. */
export function readMatch(value: unknown, path: string): CustomVendorMatch {
  if (value === undefined) throw new DefinitionError(path, 'is required: {hosts: [...], paths: [...]}');
  const fields: Fields = readObject(value, path, ['hosts', 'paths']);
  const hosts = readArray(fields.hosts, `${path}.hosts`, LIMITS.hosts, false).map((host, index) => {
    const at = `${path}.hosts[${index}]`;
    const text = readText(host, at, LIMITS.text).toLowerCase();
    if (!HOST.test(text))
      throw new DefinitionError(
        at,
        'must be a host name, optionally starting with *. (no scheme, port or path)',
      );
    return text;
  });
  if (hosts.length === 0) throw new DefinitionError(`${path}.hosts`, 'must name at least one host');
  const paths = readArray(fields.paths, `${path}.paths`, LIMITS.paths, true).map((entry, index) => {
    const at = `${path}.paths[${index}]`;
    const text = readText(entry, at, LIMITS.text);
    if (text.startsWith('^')) {
      const reason = unsafePatternReason(text, LIMITS.pattern);
      if (reason !== null) throw new DefinitionError(at, reason);
    } else if (!text.startsWith('/')) {
      throw new DefinitionError(at, 'must be a path prefix starting with / or a pattern ^…$');
    }
    return text;
  });
  return { hosts, paths };
}

/** Labels (default: the wire name) and groups (default `other`) by wire name; absent or null: none. */
export function readParams(value: unknown, path: string): Record<string, ParamSpec> {
  if (value === undefined || value === null) return {};
  const fields = readObject(value, path, null);
  const names = Object.keys(fields).filter((name) => !name.startsWith('$'));
  if (names.length > LIMITS.params)
    throw new DefinitionError(path, `has more than ${LIMITS.params} parameters`);
  // No prototype: a parameter named `__proto__` is a parameter like any other.
  const params = Object.create(null) as Record<string, ParamSpec>;
  for (const name of names) {
    const at = `${path}.${name}`;
    if (name.length > LIMITS.text) throw new DefinitionError(at, `name is longer than ${LIMITS.text}`);
    const spec = readObject(fields[name], at, ['label', 'group']);
    const group = spec.group ?? 'other';
    if (typeof group !== 'string' || !(PARAMETER_GROUPS as readonly string[]).includes(group))
      throw new DefinitionError(`${at}.group`, `must be one of ${PARAMETER_GROUPS.join(', ')}`);
    params[name] = {
      label: readOptionalText(spec.label, `${at}.label`, LIMITS.text) ?? name,
      group: group as ParameterGroup,
    };
  }
  return params;
}
