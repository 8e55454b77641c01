import type { VendorDocument } from '@tagproof/contracts';
import { vendorFacts } from '@tagproof/engine';

export type { VendorDocument };

/** A new definition's starting point: an in-house collector to adapt. */
export const VENDOR_TEMPLATE = {
  code: 'ACME_COLLECT',
  name: 'Acme collector',
  kind: 'analytics',
  match: { hosts: ['collect.example.com', '*.cdn.example.com'], paths: ['/v1/e', '^/t/[0-9]+/px$'] },
  event: 'ev',
  account: 'acc',
  params: { ev: { label: 'Event', group: 'most_used' } },
};

function parsedOr(text: string, fallback: unknown): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fallback;
  }
}

/** The definition of a document, as the editor shows it (match and params as objects). */
export function definitionOf(document: VendorDocument): Record<string, unknown> {
  return {
    code: document.code,
    name: document.name,
    kind: document.kind,
    match: parsedOr(document.match, document.match),
    event: document.event,
    account: document.account,
    params: parsedOr(document.params, document.params),
  };
}

/** The hosts of a document, for the list. */
export function hostsOf(document: VendorDocument): string[] {
  const match = parsedOr(document.match, null) as { hosts?: unknown } | null;
  return Array.isArray(match?.hosts)
    ? match.hosts.filter((host): host is string => typeof host === 'string')
    : [];
}

/**
 * Reads the editor's text: a JSON object to send as the document's data, or why it is not one. The
 * server checks the definition itself and says what is wrong with it.
 */
export function readDraft(text: string): { data: Record<string, unknown> } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `Not valid JSON: ${error instanceof Error ? error.message : 'unreadable'}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return {
      error: 'The definition must be one JSON object: {code, name, kind, match, event, account, params}.',
    };
  return { data: Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith('$'))) };
}

/**
 * Why a stored vendor is not applied because a built-in vendor now owns its code (the built-in list
 * grew since it was saved; codes compare in any case, aliases included), or null when its code is free.
 * Validations and journeys skip such a vendor (the engine's `usableCustomVendors`); the page says so.
 */
export function builtInClash(document: VendorDocument): string | null {
  const facts = vendorFacts(document.code.trim().toUpperCase());
  if (facts === undefined) return null;
  return `not applied: ${document.code} is now a built-in vendor (${facts.name})`;
}
