import { z } from 'zod';
import { CustomVendorsSchema } from './custom-vendors.js';

/** The most requests one validation call takes (DESIGN.md: 50,000). */
export const MAX_VALIDATION_REQUESTS = 50_000;
/** The largest validation body the service reads, in bytes (DESIGN.md: 32 MB). */
export const MAX_VALIDATION_BODY_BYTES = 32 * 1024 * 1024;

/*
 * The service's bounds on custom checks (`POST /api/validate`; the CLI applies none of them). The
 * checks' work and answer grow with requests × checks: one GA4 test on one request is about 15 µs
 * and 190 bytes of answer, each of its conditions about 2 µs and 100 bytes more. Each bound answers
 * 413 with an error type of its own naming it.
 */
/** The most tests one validation carries (413 `validation_tests_limit_exceeded`). */
export const MAX_VALIDATION_TESTS = 1_000;
/** The most triggers one validation carries (413 `validation_triggers_limit_exceeded`). */
export const MAX_VALIDATION_TRIGGERS = 1_000;
/**
 * The most metric rows (conditions, nested `children` included) of one test or trigger (413
 * `validation_conditions_limit_exceeded`).
 */
export const MAX_CHECK_CONDITIONS = 100;
/**
 * The most ids in one link list of a test or trigger: a test's `triggers`, a trigger's `tests` or
 * `expectedTests` (413 `validation_links_limit_exceeded`).
 */
export const MAX_CHECK_LINKS = 100;
/**
 * The most check evaluations of one validation (413 `validation_evaluations_limit_exceeded`): for
 * each test and trigger, the requests of its vendor (a GA4 batch counts once per event) × (1 + its
 * conditions, + its linked and expected tests for a trigger). 500,000 is about 5 s of work and up
 * to ~75 MB of answer on a 2-core machine, e.g. 5,000 GA4 hits × 25 tests of 3 conditions, or
 * 50,000 × 5 tests of one condition.
 */
export const MAX_VALIDATION_CHECK_EVALUATIONS = 500_000;
/**
 * The largest answer the service builds, in bytes of JSON (413 `validation_answer_too_large`): a
 * validation of 50,000 requests without checks answers about 130 MB.
 */
export const MAX_VALIDATION_ANSWER_BYTES = 256 * 1024 * 1024;

/** An HTTP status as captured: 0 when no answer came. */
const ResponseStatus = z.number().int().min(0).max(999);

/**
 * A captured request: the specification's nested shape or a flat `{url, method, postData}`. Either may
 * say how the request went, as a HAR records it (the engine's capture/delivery.ts): `delivery` in the
 * nested shape, `responseStatus` and `responseError` (`net::ERR_BLOCKED_BY_CLIENT`) in the flat one.
 * `frameUrl` names the frame that sent it (a HAR's `Referer`, the extension's initiator).
 */
export const CapturedRequestInputSchema = z.union([
  z.looseObject({
    requestMetadata: z.looseObject({
      requestUrl: z.string().min(1),
      requestId: z.string().optional(),
      queryString: z.string().nullish(),
      postData: z.string().nullish(),
      requestCategory: z.string().nullish(),
    }),
    tabUrl: z.string().nullish(),
    frameUrl: z.string().nullish(),
    timestamp: z.union([z.number(), z.string()]).optional(),
    delivery: z.object({ status: ResponseStatus, error: z.string().max(200).nullish() }).optional(),
  }),
  z.looseObject({
    url: z.string().min(1),
    method: z.string().optional(),
    postData: z.string().nullish(),
    requestId: z.string().optional(),
    tabUrl: z.string().nullish(),
    timestamp: z.union([z.number(), z.string()]).optional(),
    type: z.string().optional(),
    responseStatus: ResponseStatus.optional(),
    responseError: z.string().max(200).optional(),
    frameUrl: z.string().nullish(),
  }),
]);

const IdList = z.array(z.union([z.string(), z.looseObject({ $id: z.string() })]));
const Metrics = z.union([z.string(), z.array(z.unknown())]);

/** A test as the web app sends it for validation. */
export const TestInputSchema = z.looseObject({
  $id: z.string().optional(),
  testID: z.string().optional(),
  name: z.string(),
  testType: z.string().nullish(),
  requestCategory: z.string().nullish(),
  metrics: Metrics,
  logicalOperator: z.enum(['AND', 'OR']).optional(),
  triggers: IdList.optional(),
  description: z.string().nullish(),
});

/** A trigger as the web app sends it for validation. */
export const TriggerInputSchema = z.looseObject({
  $id: z.string().optional(),
  triggerID: z.string().optional(),
  name: z.string(),
  triggerType: z.string().nullish(),
  requestCategory: z.string().nullish(),
  metrics: Metrics,
  logicalOperator: z.enum(['AND', 'OR']).optional(),
  tests: IdList.optional(),
  expectedTests: z.union([z.string(), z.array(z.string())]).nullish(),
  description: z.string().nullish(),
});

/** `POST /api/validate`: the captured requests and, optionally, the caller's tests, triggers and vendors. */
export const ValidationPayloadSchema = z.object({
  requests: z.array(CapturedRequestInputSchema).max(MAX_VALIDATION_REQUESTS),
  user: z.unknown().optional(),
  tests: z.array(TestInputSchema).optional(),
  triggers: z.array(TriggerInputSchema).optional(),
  /** The caller's custom vendor definitions, tried after the built-in vendors. */
  vendors: CustomVendorsSchema.optional(),
});
export type ValidationPayloadInput = z.infer<typeof ValidationPayloadSchema>;

/** Exported tests and triggers for `tagproof validate --checks CHECKS.json`. */
export const ChecksFileSchema = z.object({
  tests: z.array(TestInputSchema).default([]),
  triggers: z.array(TriggerInputSchema).default([]),
});
export type ChecksFile = z.infer<typeof ChecksFileSchema>;
