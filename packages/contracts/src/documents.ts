import { z } from 'zod';

/**
 * The documents of the collections `tests`, `triggers` and `vendors` as the `/v1` documents API
 * answers them (specification §3, DESIGN.md): the system fields, then the collection's own. Loose:
 * fields a newer server adds pass through. The web app parses every answer with these.
 */
const SYSTEM_FIELDS = {
  $id: z.string(),
  $collectionId: z.string().optional(),
  $createdAt: z.string().optional(),
  $updatedAt: z.string().optional(),
};

/** A linked test or trigger: its id, or a document with `$id`. */
export const AssociationRefSchema = z.union([z.string(), z.looseObject({ $id: z.string() })]);
export type AssociationRef = z.infer<typeof AssociationRefSchema>;

const CHECK_FIELDS = {
  ...SYSTEM_FIELDS,
  name: z.string(),
  description: z.string().nullish(),
  requestCategory: z.string().nullish(),
  logicalOperator: z.string().nullish(),
  /** The metric rows: JSON text, or an array of rows. */
  metrics: z.unknown().optional(),
};

/** A document of `tests`. */
export const TestDocumentSchema = z.looseObject({
  ...CHECK_FIELDS,
  testType: z.string().nullish(),
  triggers: z.array(AssociationRefSchema).nullish(),
});
export type TestDocument = z.infer<typeof TestDocumentSchema>;

/** A document of `triggers`. */
export const TriggerDocumentSchema = z.looseObject({
  ...CHECK_FIELDS,
  triggerType: z.string().nullish(),
  tests: z.array(AssociationRefSchema).nullish(),
  itemParameterOptions: z.string().nullish(),
  expectedTests: z.union([z.string(), z.array(z.string())]).nullish(),
});
export type TriggerDocument = z.infer<typeof TriggerDocumentSchema>;

/** A document of `vendors`: a custom vendor definition whose `match` and `params` are JSON text. */
export const VendorDocumentSchema = z.looseObject({
  ...SYSTEM_FIELDS,
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  match: z.string(),
  event: z.string().nullable(),
  account: z.string().nullable(),
  params: z.string(),
});
export type VendorDocument = z.infer<typeof VendorDocumentSchema>;

/** A page of a documents list (`GET …/documents`). */
export function documentListSchema<Document extends z.ZodType>(document: Document) {
  return z.looseObject({ total: z.number(), documents: z.array(document) });
}
