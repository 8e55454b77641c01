import { VALIDATION_RESPONSE_VERSION } from '@tagproof/engine';
import { z } from 'zod';
import { FindingSchema } from './finding.js';

export const ParameterGroupSchema = z.enum([
  'most_used',
  'e_commerce',
  'user',
  'consent_mode',
  'custom_event_parameters',
  'other',
]);

/**
 * A decoded parameter in an answer: its wire name and value. Version 2 answers give its label and group
 * once per answer in `data.parameterLabels` (resolveParameters reads them), and here only when they
 * differ from those (a label that depends on the value); version 1 gave them here always.
 */
export const DecodedParameterSchema = z.object({
  name: z.string(),
  value: z.string(),
  label: z.string().optional(),
  group: ParameterGroupSchema.optional(),
});

/** A parameter's readable label and display group. */
export const ParameterLabelSchema = z.object({ label: z.string(), group: ParameterGroupSchema });

/** By vendor code (`requestCategory`), then by wire name: the label and group of each parameter sent. */
export const ParameterLabelsSchema = z.record(z.string(), z.record(z.string(), ParameterLabelSchema));

export const ValidatedRequestMetadataSchema = z.object({
  requestId: z.string(),
  requestCategory: z.string().nullable(),
  eventName: z.string().nullable(),
  accountID: z.string().nullable(),
  requestUrl: z.string(),
  queryString: z.string(),
  batched: z.boolean(),
  postData: z.string().nullable(),
  redirectQueryParams: z.string().nullable(),
  method: z.string(),
  vendorName: z.string().nullable(),
  parameters: z.array(DecodedParameterSchema),
});

export const ConditionResultSchema = z.object({
  metric: z.string(),
  comparison: z.enum(['equals', 'exists', 'notExists']),
  expected: z.string(),
  received: z.string().nullable(),
  passed: z.boolean(),
});

export const CustomCheckResultSchema = z.object({
  testID: z.string(),
  testName: z.string(),
  triggerIDs: z.array(z.string()),
  passed: z.boolean(),
  conditions: z.array(ConditionResultSchema),
  /** Why a check could not run as written (unparseable metrics, no conditions, …). */
  findings: z.array(FindingSchema).optional(),
});

export const DuplicateKindSchema = z.enum(['accidental', 'intended']);

export const DuplicateInfoSchema = z.object({
  isDuplicate: z.boolean(),
  kind: DuplicateKindSchema.nullable(),
  requestIds: z.array(z.string()),
  matchPercentage: z.number().nullable(),
});

export const RequestValidationSchema = z.object({
  autoValidationResults: z.object({
    erroredParameters: z.array(FindingSchema),
    suggestedParameters: z.array(FindingSchema),
  }),
  validationsSummary: z.object({
    automaticChecks: z.object({ totalErrors: z.number().int(), totalSuggestions: z.number().int() }),
    customChecks: z.object({ passedCustomChecks: z.number().int(), failedCustomChecks: z.number().int() }),
  }),
  customValidationResults: z.array(CustomCheckResultSchema),
  duplicateInfo: DuplicateInfoSchema,
});

/** One validated request: the captured request with the engine's decoding, findings and checks. */
export const ValidatedRequestSchema = z.object({
  requestMetadata: ValidatedRequestMetadataSchema,
  tabUrl: z.string().nullable(),
  /** The frame that sent the request (its address or origin), when the capture said. */
  frameUrl: z.string().optional(),
  timestamp: z.number(),
  validation: RequestValidationSchema,
});

export const DuplicateResultSchema = z.object({
  eventName: z.string(),
  pageUrl: z.string(),
  category: z.string(),
  kind: DuplicateKindSchema,
  duplicateGroups: z.array(
    z.object({
      requestIds: z.array(z.string()),
      matchedFields: z.array(z.string()),
      matchPercentage: z.number(),
    }),
  ),
});

export const CrossValidationSchema = z.object({
  triggers: z.array(
    z.object({
      triggerID: z.string(),
      triggerName: z.string(),
      requestId: z.string(),
      expectedTests: z.array(
        z.object({
          testID: z.string(),
          testName: z.string(),
          ran: z.boolean(),
          passed: z.boolean(),
          requestIds: z.array(z.string()),
        }),
      ),
      passed: z.boolean(),
    }),
  ),
  navigation: z.array(
    z.object({
      requestId: z.string(),
      pageUrl: z.string(),
      vendors: z.array(
        z.object({
          category: z.string(),
          vendorName: z.string(),
          followed: z.boolean(),
          requestId: z.string().nullable(),
        }),
      ),
      passed: z.boolean(),
    }),
  ),
  purchaseParity: z.array(
    z.object({
      requestIds: z.array(z.string()),
      vendors: z.array(z.string()),
      transactionId: z.string().nullable(),
      passed: z.boolean(),
      mismatches: z.array(
        z.object({
          field: z.enum(['value', 'currency', 'itemCount', 'transactionId']),
          values: z.array(
            z.object({ category: z.string(), requestId: z.string(), value: z.string().nullable() }),
          ),
        }),
      ),
    }),
  ),
});

/** Findings about one test or trigger definition (not about a request). */
export const CheckDefinitionIssueSchema = z.object({
  entity: z.enum(['test', 'trigger']),
  id: z.string(),
  name: z.string(),
  findings: z.array(FindingSchema),
});

const ConsentValueSchema = z.enum(['granted', 'denied', 'not set']);

/** One consent state in force on a page, from the request that reported it. */
export const ConsentStateSchema = z.object({
  ad_storage: ConsentValueSchema,
  analytics_storage: ConsentValueSchema,
  ad_user_data: ConsentValueSchema,
  ad_personalization: ConsentValueSchema,
  from: z.string(),
  time: z.number(),
  source: z.enum(['gcd', 'gcs', 'npa', 'asc', 'tcf', 'carried']),
  /** Types the reporting string left unread: their value is the one in force before. */
  unread: z
    .array(z.enum(['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization']))
    .optional(),
});

/** The consent states per page, and the hits fired under each (stateIndex into `states`). */
export const ConsentTimelineSchema = z.object({
  pages: z.array(
    z.object({
      pageUrl: z.string(),
      states: z.array(ConsentStateSchema),
      hits: z.array(
        z.object({
          requestId: z.string(),
          vendor: z.string().nullable(),
          category: z.string().nullable(),
          stateIndex: z.number().int().nullable(),
          offending: z.array(z.string()),
        }),
      ),
    }),
  ),
});

export const ValidationDataSchema = z.object({
  /** The shape's version (VALIDATION_RESPONSE_VERSION); absent in version 1 answers. */
  version: z.literal(VALIDATION_RESPONSE_VERSION).optional(),
  validatedRequests: z.array(ValidatedRequestSchema),
  /** The labels and groups of the answer's parameters (version 2; version 1 gave them per parameter). */
  parameterLabels: ParameterLabelsSchema.optional(),
  duplicates: z.array(DuplicateResultSchema),
  crossValidation: CrossValidationSchema,
  checkIssues: z.array(CheckDefinitionIssueSchema).optional(),
  /** Optional (added with consent mode v2): older responses and consumers do without it. */
  consent: ConsentTimelineSchema.optional(),
});

/** The validation service's answer: `{success, data, error}`. */
export const ValidationResponseSchema = z.object({
  success: z.boolean(),
  data: ValidationDataSchema.nullable(),
  error: z.string().nullable(),
});
export type ValidationResponsePayload = z.infer<typeof ValidationResponseSchema>;

/** Version 2 since parameter labels are sent once per answer (absent: version 1). */
export { VALIDATION_RESPONSE_VERSION, resolveParameters, type ResolvedParameter } from '@tagproof/engine';
