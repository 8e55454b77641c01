import { parseCustomVendor, type CustomVendorDefinition } from '@tagproof/engine';
import { z } from 'zod';
import { describeBadInput, jsonTextExceedsDepth } from '../../plugins/find-bad-input.js';

/**
 * The data of a `vendors` document: a custom vendor definition (DESIGN.md), checked by the engine's
 * parser so that the server refuses exactly what validation would (400 `document_invalid_structure`
 * naming the bad field): a malformed definition, or a code that is a built-in vendor's. `match` and
 * `params` are stored as JSON text (an object or its JSON text is accepted); hosts are stored
 * lower-cased and texts trimmed, as the parser reads them.
 */

const field = z.unknown().optional();
/** An object, or JSON text of one, which the engine parses: deep text is refused before that. */
const jsonField = field.refine((value) => typeof value !== 'string' || !jsonTextExceedsDepth(value), {
  message: describeBadInput({ problem: 'too-deep', where: '$' }),
});
const FIELDS = {
  code: field,
  name: field,
  kind: field,
  match: jsonField,
  event: field,
  account: field,
  params: jsonField,
};

/** Stands in for the fields an update leaves out, so that each field given is checked on its own. */
const PLACEHOLDER = {
  code: 'CUSTOM_PLACEHOLDER',
  name: 'placeholder',
  match: { hosts: ['placeholder.invalid'] },
};

function toColumns(definition: CustomVendorDefinition): Record<string, string | null> {
  return {
    code: definition.code,
    name: definition.name,
    kind: definition.kind,
    match: JSON.stringify(definition.match),
    event: definition.event,
    account: definition.account,
    params: JSON.stringify(definition.params),
  };
}

function checked(data: Record<string, unknown>, context: z.RefinementCtx): CustomVendorDefinition | null {
  const parsed = parseCustomVendor(data, 'data');
  if (parsed.ok && parsed.vendors[0]) return parsed.vendors[0];
  context.addIssue({ code: 'custom', message: parsed.ok ? 'invalid' : parsed.error });
  return null;
}

/** A create's data: the whole definition. */
export const vendorCreateSchema: z.ZodType<Record<string, unknown>> = z
  .strictObject(FIELDS)
  .transform((data, context) => {
    const definition = checked(data, context);
    return definition === null ? z.NEVER : toColumns(definition);
  });

/** An update's data: any fields of a definition, each checked as in a create. */
export const vendorUpdateSchema: z.ZodType<Record<string, unknown>> = z
  .strictObject(FIELDS)
  .partial()
  .transform((data, context) => {
    const given = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
    const definition = checked({ ...PLACEHOLDER, ...given }, context);
    if (definition === null) return z.NEVER;
    const columns = toColumns(definition);
    return Object.fromEntries(Object.keys(given).map((name) => [name, columns[name] ?? null]));
  });
