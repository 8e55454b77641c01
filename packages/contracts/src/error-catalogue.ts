import type { ImportError } from '@tagproof/engine';

/**
 * The error catalogue of every Tagproof boundary: each error the HTTP API answers has a stable `type`
 * from this list, its HTTP status and a message template. Answers have Appwrite's error shape
 * `{message, code, type, version}` (`code` is the HTTP status, as in Appwrite), so the official
 * `appwrite` web SDK reads them unchanged; the web app and the CLI tell the user what happened from
 * `type`. Tests assert `type`, never message texts.
 */

/** Reported in the `version` field of every error answer. */
export const API_VERSION = '1.0.0';

interface CatalogueEntry {
  /** HTTP status of the answer. */
  status: number;
  /** Message with `{name}` placeholders filled from the error's parameters. */
  message: string;
}

export const ERROR_CATALOGUE = {
  general_argument_invalid: { status: 400, message: 'Invalid request: {reason}' },
  general_query_invalid: { status: 400, message: 'Invalid query: {reason}' },
  general_cursor_not_found: { status: 400, message: 'The cursor document was not found.' },
  general_unauthorized_scope: { status: 401, message: 'Sign in to use this feature.' },
  general_access_forbidden: { status: 403, message: 'You are not allowed to do this.' },
  general_unknown_origin: { status: 403, message: 'Requests from this origin are not allowed.' },
  general_route_not_found: { status: 404, message: 'The requested route was not found.' },
  general_method_not_allowed: { status: 405, message: 'This method is not allowed on this route.' },
  general_payload_too_large: { status: 413, message: 'The request body is larger than {limit}.' },
  general_unsupported_media_type: { status: 415, message: 'Unsupported content type: send JSON.' },
  general_rate_limit_exceeded: {
    status: 429,
    message: 'Rate limit exceeded: too many requests. Please try again later.',
  },
  general_bad_request: { status: 400, message: 'Bad request: {reason}' },
  general_server_error: { status: 500, message: 'Server error.' },
  general_service_unavailable: { status: 503, message: 'The service is unavailable: {reason}' },
  user_invalid_credentials: { status: 401, message: 'Invalid credentials: check the e-mail and password.' },
  user_session_already_exists: { status: 401, message: 'A session is already active.' },
  user_already_exists: { status: 409, message: 'A user with the same id or e-mail already exists.' },
  user_not_found: { status: 404, message: 'User not found.' },
  user_session_not_found: { status: 404, message: 'Session not found.' },
  user_invalid_token: { status: 401, message: 'Invalid token: the link might be expired or already used.' },
  user_email_already_verified: { status: 409, message: 'The e-mail address is already verified.' },
  user_unauthorized: { status: 401, message: '{reason}' },
  user_oauth2_provider_error: { status: 424, message: 'The sign-in provider failed: {reason}' },
  password_personal_data: {
    status: 400,
    message:
      'The password you are trying to use contains references to your name, email, phone or userID. Please try a different password.',
  },
  database_not_found: { status: 404, message: 'Database not found.' },
  collection_not_found: { status: 404, message: 'Collection not found.' },
  document_not_found: { status: 404, message: 'Document not found.' },
  document_already_exists: { status: 409, message: 'A document with the same id already exists.' },
  document_invalid_structure: { status: 400, message: 'Invalid document structure: {reason}' },
  document_limit_exceeded: {
    status: 400,
    message: 'At most {limit} documents per user in {collection}: delete one before creating another.',
  },
  document_missing_payload: { status: 400, message: 'The update carries neither data nor permissions.' },
  automation_target_refused: { status: 400, message: 'Automation target refused: {reason}' },
  automation_job_not_found: { status: 404, message: 'Automation job not found.' },
  automation_results_unauthorized: { status: 401, message: 'You are not authorized to view these results' },
  automation_results_forbidden: { status: 403, message: 'You are not authorized to view these results' },
  validation_tests_limit_exceeded: {
    status: 413,
    message: 'Too many tests: {count} sent, MAX_VALIDATION_TESTS is {limit}.',
  },
  validation_triggers_limit_exceeded: {
    status: 413,
    message: 'Too many triggers: {count} sent, MAX_VALIDATION_TRIGGERS is {limit}.',
  },
  validation_conditions_limit_exceeded: {
    status: 413,
    message: 'The {entity} "{name}" has {count} metric rows, MAX_CHECK_CONDITIONS is {limit}.',
  },
  validation_links_limit_exceeded: {
    status: 413,
    message: 'The {entity} "{name}" lists {count} ids in {field}, MAX_CHECK_LINKS is {limit}.',
  },
  validation_evaluations_limit_exceeded: {
    status: 413,
    message:
      'The validation needs {count} check evaluations (each test and trigger on each request of its vendor, with its conditions and expected tests), MAX_VALIDATION_CHECK_EVALUATIONS is {limit}: send fewer requests or checks.',
  },
  validation_answer_too_large: {
    status: 413,
    message:
      'The answer would be larger than MAX_VALIDATION_ANSWER_BYTES ({limit}): validate fewer requests or checks at a time.',
  },
  // Raised by the CLI, the only place some of them happen; the HTTP API shares the import ones.
  config_invalid: { status: 500, message: 'The configuration is invalid: {reason}' },
  file_unreadable: { status: 400, message: 'Cannot read the file: {reason}' },
  import_not_har: { status: 400, message: 'Not a HAR file: {reason}' },
  import_invalid_json: { status: 400, message: 'Unreadable JSON: {reason}' },
  import_invalid_entries: { status: 400, message: 'Invalid capture entries: {reason}' },
  import_empty: { status: 400, message: 'The capture is empty: {reason}' },
  import_unknown_format: { status: 400, message: 'Unknown capture format: {reason}' },
  validation_failed: { status: 400, message: 'The validation failed: {reason}' },
  vendors_invalid: { status: 400, message: 'Not a vendors file: {reason}' },
  checks_invalid: { status: 400, message: 'Not a checks file: {reason}' },
  diff_input_invalid: { status: 400, message: 'Not a saved validation or run output: {reason}' },
  automation_recording_invalid: { status: 400, message: 'Invalid recording: {reason}' },
  automation_browser_unavailable: { status: 503, message: 'No browser can run the journey: {reason}' },
  backup_failed: { status: 500, message: 'The backup failed: {reason}' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorType = keyof typeof ERROR_CATALOGUE;

/**
 * The catalogue type of an import error of the engine (`IMPORT_NOT_HAR` → `import_not_har`): the
 * engine names the failure, the catalogue owns the type the CLI and the service report.
 */
export function importErrorType<Code extends ImportError['code']>(code: Code): Lowercase<Code> & ErrorType {
  return code.toLowerCase() as Lowercase<Code> & ErrorType;
}

/** Every `type` of the catalogue, for schemas and for telling a catalogue type from any string. */
export const ERROR_TYPES = Object.keys(ERROR_CATALOGUE) as [ErrorType, ...ErrorType[]];

/** Whether `value` is a `type` of the catalogue. */
export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
