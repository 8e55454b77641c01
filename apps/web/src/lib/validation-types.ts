import type { ValidationPayloadInput, ValidationResponsePayload } from '@tagproof/contracts';

/**
 * The validation service's payload and answer, as the contracts package defines them
 * (`ValidationPayloadSchema`, `ValidationResponseSchema`). Type-only: zod stays out of the first bundle.
 */
export type ValidationPayload = ValidationPayloadInput;
/**
 * The body the web app sends: ValidationPayload before checking. Captures come from the extension or
 * a file and are passed on as they are; the service checks them against ValidationPayloadSchema.
 */
export interface ValidationRequestBody {
  requests: unknown[];
  user?: unknown;
  tests?: unknown[];
  triggers?: unknown[];
  vendors?: unknown[];
}
export type ValidationResponse = ValidationResponsePayload;
export type ValidationData = NonNullable<ValidationResponse['data']>;
export type ValidatedRequest = ValidationData['validatedRequests'][number];
export type DuplicateResult = ValidationData['duplicates'][number];
export type CrossValidation = ValidationData['crossValidation'];
export type Finding = ValidatedRequest['validation']['autoValidationResults']['erroredParameters'][number];
export type CustomCheckResult = ValidatedRequest['validation']['customValidationResults'][number];
export type DecodedParameter = ValidatedRequest['requestMetadata']['parameters'][number];

/** A captured request as the extension or an import hands it over (nested or flat shape, not yet checked). */
export type CapturedRequestInput = unknown;
