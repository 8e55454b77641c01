import '../../../lib/zod-without-eval'; // before the schemas are defined
import { documentListSchema, VendorDocumentSchema } from '@tagproof/contracts';
import { ID, Query, type Databases } from 'appwrite';
import { appwrite, COLLECTIONS, DATABASE_ID } from '../../../lib/appwrite';
import type { VendorDocument } from '../model/vendor-document';

/** The most custom vendors listed (the engine applies at most 100). */
export const VENDORS_LIST_LIMIT = 100;

/** The document calls of the Vendors page, for the signed-in user's `vendors` collection. */
export interface VendorsApi {
  list(): Promise<VendorDocument[]>;
  create(data: Record<string, unknown>): Promise<VendorDocument>;
  update(id: string, data: Record<string, unknown>): Promise<VendorDocument>;
  remove(id: string): Promise<void>;
}

const VendorListSchema = documentListSchema(VendorDocumentSchema);

/** The documents API through the official appwrite SDK; every answer is parsed with the contracts' schema. */
export function createAppwriteVendorsApi(databases: () => Databases): VendorsApi {
  const at = { databaseId: DATABASE_ID, collectionId: COLLECTIONS.vendors };
  return {
    async list() {
      const answer = await databases().listDocuments({ ...at, queries: [Query.limit(VENDORS_LIST_LIMIT)] });
      return VendorListSchema.parse(answer).documents;
    },
    async create(data) {
      return VendorDocumentSchema.parse(
        await databases().createDocument({ ...at, documentId: ID.unique(), data }),
      );
    },
    async update(id, data) {
      return VendorDocumentSchema.parse(await databases().updateDocument({ ...at, documentId: id, data }));
    },
    async remove(id) {
      await databases().deleteDocument({ ...at, documentId: id });
    },
  };
}

let api: VendorsApi | null = null;

/** The app's vendors API (the shared appwrite client), created on first use. */
export function vendorsApi(): VendorsApi {
  api ??= createAppwriteVendorsApi(() => appwrite().databases);
  return api;
}
