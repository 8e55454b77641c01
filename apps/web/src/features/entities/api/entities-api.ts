import '../../../lib/zod-without-eval'; // before the schemas are defined
import { documentListSchema, TestDocumentSchema, TriggerDocumentSchema } from '@tagproof/contracts';
import { ID, Query, type Databases } from 'appwrite';
import { appwrite, DATABASE_ID } from '../../../lib/appwrite';
import { ENTITY_COLLECTIONS, type EntityDocument, type EntityKind } from '../model/entity-types';

/** Document list limits (specification §9): 1000, or 200 on a refresh. */
export const LIST_LIMIT = 1000;
export const REFRESH_LIMIT = 200;

/** The document calls of specification §7, for one signed-in user's tests and triggers. */
export interface EntitiesApi {
  /** The caller's documents; a refresh reads the 200 most recently updated. */
  list(kind: EntityKind, options?: { refresh?: boolean }): Promise<EntityDocument[]>;
  /** Creates a document with the given id (an import), else with a generated one. */
  create(kind: EntityKind, data: Record<string, unknown>, id?: string): Promise<EntityDocument>;
  update(kind: EntityKind, id: string, data: Record<string, unknown>): Promise<EntityDocument>;
  remove(kind: EntityKind, id: string): Promise<void>;
}

/** A document's data without the fields starting with `$` (specification: saving removes them). */
export function withoutSystemFields(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !key.startsWith('$')));
}

/** The schema of each kind's documents (`@tagproof/contracts`): every answer is parsed, not cast. */
const DOCUMENT_SCHEMAS = { test: TestDocumentSchema, trigger: TriggerDocumentSchema } as const;
const LIST_SCHEMAS = {
  test: documentListSchema(TestDocumentSchema),
  trigger: documentListSchema(TriggerDocumentSchema),
} as const;

/** The documents API through the official appwrite SDK (a generated id for each new document, unless given). */
export function createAppwriteEntitiesApi(databases: () => Databases): EntitiesApi {
  const at = (kind: EntityKind) => ({ databaseId: DATABASE_ID, collectionId: ENTITY_COLLECTIONS[kind] });
  return {
    async list(kind, { refresh = false } = {}) {
      const queries = refresh
        ? [Query.orderDesc('$updatedAt'), Query.limit(REFRESH_LIMIT)]
        : [Query.limit(LIST_LIMIT)];
      const answer = await databases().listDocuments({ ...at(kind), queries });
      return LIST_SCHEMAS[kind].parse(answer).documents;
    },
    async create(kind, data, id) {
      const document = await databases().createDocument({
        ...at(kind),
        documentId: id ?? ID.unique(),
        data: withoutSystemFields(data),
      });
      return DOCUMENT_SCHEMAS[kind].parse(document);
    },
    async update(kind, id, data) {
      const document = await databases().updateDocument({
        ...at(kind),
        documentId: id,
        data: withoutSystemFields(data),
      });
      return DOCUMENT_SCHEMAS[kind].parse(document);
    },
    async remove(kind, id) {
      await databases().deleteDocument({ ...at(kind), documentId: id });
    },
  };
}

let api: EntitiesApi | null = null;

/** The app's entities API (the shared appwrite client), created on first use. */
export function entitiesApi(): EntitiesApi {
  api ??= createAppwriteEntitiesApi(() => appwrite().databases);
  return api;
}
