import { isErrorType, type ErrorType } from '@tagproof/contracts';

/**
 * The catalogue `type` of an error answer (`{message, code, type}`, `@tagproof/contracts`), else the
 * type its HTTP status stands for: what the user is told follows from it.
 */
export function errorTypeOf(status: number, body: unknown): ErrorType {
  if (body !== null && typeof body === 'object' && 'type' in body && isErrorType(body.type)) return body.type;
  if (status === 401) return 'general_unauthorized_scope';
  if (status === 403) return 'general_access_forbidden';
  if (status === 404) return 'general_route_not_found';
  if (status === 413) return 'general_payload_too_large';
  if (status === 429) return 'general_rate_limit_exceeded';
  if (status === 503) return 'general_service_unavailable';
  if (status >= 500) return 'general_server_error';
  return 'general_bad_request';
}

/** Whether the answer says the viewer may not see it (signed out, or someone else's). */
export function isNotAuthorized(type: ErrorType): boolean {
  return (
    type === 'automation_results_unauthorized' ||
    type === 'automation_results_forbidden' ||
    type === 'general_unauthorized_scope' ||
    type === 'user_unauthorized' ||
    type === 'general_access_forbidden'
  );
}
