import type { ParamSpec } from '../vendors/define-vendor.js';
import type { VendorKind } from '../vendors/vendor-traits.js';

/**
 * A vendor the user defines as data (a CNAME'd tag, an in-house collector), as DESIGN.md says:
 * `{code, name, kind, match: {hosts, paths}, event, account, params}`. It is recognised after every
 * built-in vendor (a built-in match always wins) and decoded from its query and body parameters.
 */
export interface CustomVendorDefinition {
  /** Upper-case letters, digits and `_`, 2 to 40 characters; never a built-in code or alias. */
  code: string;
  /** Readable name shown to users. */
  name: string;
  kind: VendorKind;
  match: CustomVendorMatch;
  /** The parameter carrying the event name; null: every hit reads `unknown_event`. */
  event: string | null;
  /** The parameter carrying the account (tag, property) id; null when there is none. */
  account: string | null;
  /** Labels and groups of known parameters, by wire name (query names or flattened JSON paths). */
  params: Record<string, ParamSpec>;
}

export interface CustomVendorMatch {
  /** Host names (lower-case); a leading `*.` stands for any subdomain (not the domain itself). */
  hosts: string[];
  /**
   * Path prefixes (`/v1/e`) or whole-path patterns (`^/c/[0-9]+$`), matched against the path without
   * the query; empty: any path of the hosts.
   */
  paths: string[];
}

/** How much a definition may hold: bounds on the work decoding with custom vendors can cost. */
export const CUSTOM_VENDOR_LIMITS = {
  /** Custom vendors in one file, payload or account. */
  vendors: 100,
  hosts: 50,
  paths: 50,
  params: 500,
  /** Longest code, name, host, path prefix, parameter name or label. */
  text: 256,
  /** Longest `^…$` path pattern. */
  pattern: 200,
} as const;

/** The pattern a custom vendor code must follow. */
export const CUSTOM_VENDOR_CODE = /^[A-Z][A-Z0-9_]{1,39}$/;
