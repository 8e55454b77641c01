import { z } from 'zod';
import { AppError } from '../../errors.js';
import { resolveId } from '../../lib/ids.js';
import { describeZodError } from '../../plugins/errors.js';
import { describeBadInput, findBadInput, jsonTextExceedsDepth } from '../../plugins/find-bad-input.js';
import type { CollectionDefinition } from './collections.js';

/**
 * Reading the bodies of document writes: the envelope (`documentId`, `data`, `permissions`), then
 * `data` against the collection's schema once the fields starting with `$` are dropped.
 */

/** `data` as the SDK sends it: an object, or (as Appwrite also accepts) its JSON text. */
const DataParam = z.union([
  z.record(z.string(), z.unknown()),
  z.string().transform((text, context) => {
    if (jsonTextExceedsDepth(text)) {
      context.addIssue({ code: 'custom', message: describeBadInput({ problem: 'too-deep', where: 'data' }) });
      return z.NEVER;
    }
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        // Parsed here, so the request rule (no NUL, lone surrogate or deep nesting) applies here too.
        const bad = findBadInput(value, 'data');
        if (!bad) return value as Record<string, unknown>;
        context.addIssue({ code: 'custom', message: describeBadInput(bad) });
        return z.NEVER;
      }
    } catch {
      // answered below
    }
    context.addIssue({ code: 'custom', message: 'must be a JSON object' });
    return z.NEVER;
  }),
]);

const PermissionsParam = z.array(z.string().max(256)).max(100).nullish();

const CreateBody = z.object({
  documentId: z.string().max(64),
  data: DataParam,
  permissions: PermissionsParam,
  transactionId: z.string().optional(),
});

const UpdateBody = z.object({
  data: DataParam.nullish(),
  permissions: PermissionsParam,
  transactionId: z.string().optional(),
});

export interface CreateInput {
  id: string;
  data: Record<string, unknown>;
}

export interface UpdateInput {
  /** Null when the update carries permissions only. */
  data: Record<string, unknown> | null;
}

/** Reads a create body for `ownerId`. */
export function readCreateBody(
  collection: CollectionDefinition,
  ownerId: string,
  body: unknown,
): CreateInput {
  const parsed = CreateBody.safeParse(body ?? {});
  if (!parsed.success)
    throw new AppError('general_argument_invalid', { reason: describeZodError(parsed.error) });
  refuseTransaction(parsed.data.transactionId);
  const id = resolveId(parsed.data.documentId);
  if (id === null) {
    throw new AppError('general_argument_invalid', {
      reason:
        'documentId must be unique() or at most 36 letters, digits, ".", "-" and "_", not starting with a special character',
    });
  }
  checkPermissions(ownerId, parsed.data.permissions);
  return { id, data: readData(collection.createSchema, parsed.data.data) };
}

/** Reads an update body for `ownerId`; neither data nor permissions is `document_missing_payload`. */
export function readUpdateBody(
  collection: CollectionDefinition,
  ownerId: string,
  body: unknown,
): UpdateInput {
  const parsed = UpdateBody.safeParse(body ?? {});
  if (!parsed.success)
    throw new AppError('general_argument_invalid', { reason: describeZodError(parsed.error) });
  refuseTransaction(parsed.data.transactionId);
  const { data, permissions } = parsed.data;
  const noData = data === undefined || data === null || Object.keys(data).length === 0;
  if (noData && (permissions === undefined || permissions === null))
    throw new AppError('document_missing_payload');
  checkPermissions(ownerId, permissions);
  return { data: noData ? null : readData(collection.updateSchema, data) };
}

/** `data` without its `$` fields, checked and normalised by `schema`. */
function readData(
  schema: z.ZodType<Record<string, unknown>>,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const fields = Object.fromEntries(Object.entries(data).filter(([name]) => !name.startsWith('$')));
  const parsed = schema.safeParse(fields);
  if (!parsed.success)
    throw new AppError('document_invalid_structure', { reason: describeZodError(parsed.error) });
  return parsed.data;
}

const PERMISSION = /^(read|update|delete|write)\("([^"]*)"\)$/;

/**
 * Documents are private to their owner: permissions may only grant the owner (`read("user:<id>")`,
 * `update(…)`, `delete(…)`, `write(…)`), which they have anyway. Anything else would promise a
 * sharing the server does not do, so it is refused as Appwrite refuses roles the caller lacks.
 */
function checkPermissions(ownerId: string, permissions: readonly string[] | null | undefined): void {
  for (const permission of permissions ?? []) {
    const match = PERMISSION.exec(permission);
    if (!match)
      throw new AppError('general_argument_invalid', { reason: `invalid permission ${permission}` });
    if (match[2] !== `user:${ownerId}`) {
      throw new AppError('user_unauthorized', {
        reason: `Permissions must be one of: (user:${ownerId}): documents are private to their owner.`,
      });
    }
  }
}

function refuseTransaction(transactionId: string | undefined): void {
  if (transactionId !== undefined) {
    throw new AppError('general_argument_invalid', { reason: 'transactions are not supported' });
  }
}

/** The columns to write, and the linked ids when the data carries the association attribute. */
export function splitData(
  collection: CollectionDefinition,
  data: Record<string, unknown>,
): { columns: Record<string, string | null>; linkedIds: string[] | undefined } {
  const columns: Record<string, string | null> = {};
  let linkedIds: string[] | undefined;
  for (const [attribute, value] of Object.entries(data)) {
    const definition = collection.attributes[attribute];
    if (!definition || value === undefined) continue;
    // The collection's schema has checked the values: ids for links, text or null for columns.
    if (definition.kind === 'links') linkedIds = value as string[];
    else columns[definition.column] = value as string | null;
  }
  return { columns, linkedIds };
}
