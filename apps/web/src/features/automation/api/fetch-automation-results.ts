import { errorTypeOf, isNotAuthorized } from '../../../lib/api-error';
import { AUTOMATION_MESSAGES } from '../messages';
import { AutomationApiError, automationHeaders, errorMessageOf, readJsonBody } from './automation-api-error';
import type { AutomationResultsBody } from './automation-types';

/** `GET /api/automation/results/:jobId?token=…` on our own origin (DESIGN.md). */
export function resultsUrl(jobId: string, token: string | null): string {
  const path = `/api/automation/results/${encodeURIComponent(jobId)}`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

/**
 * Reads an automation job's status and result once. A viewer who is not signed in passes the
 * token of the submission; a signed-in one is recognised by the session cookie (the bearer user id
 * goes along as the specification says).
 *
 * @throws {AutomationApiError} 401/403: "You are not authorized to view these results"; any other
 *   failure: "Failed to fetch results" (with the service's reason as `detail`).
 */
export async function fetchAutomationResults(
  jobId: string,
  {
    token = null,
    userId = null,
    fetchImpl = fetch,
  }: { token?: string | null; userId?: string | null; fetchImpl?: typeof fetch } = {},
): Promise<AutomationResultsBody> {
  let response: Response;
  try {
    response = await fetchImpl(resultsUrl(jobId, token), {
      method: 'GET',
      headers: automationHeaders(userId),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (error) {
    console.warn('[tagproof] automation results request failed', error);
    throw new AutomationApiError(
      AUTOMATION_MESSAGES.fetchFailed,
      null,
      'Could not reach the automation service. Check your connection and try again.',
    );
  }
  const body = await readJsonBody(response);
  if (!response.ok) {
    const type = errorTypeOf(response.status, body);
    const message = isNotAuthorized(type)
      ? AUTOMATION_MESSAGES.notAuthorized
      : AUTOMATION_MESSAGES.fetchFailed;
    throw new AutomationApiError(message, response.status, errorMessageOf(body), type);
  }
  if (
    body === null ||
    typeof body !== 'object' ||
    typeof (body as { status?: unknown }).status !== 'string'
  ) {
    throw new AutomationApiError(
      AUTOMATION_MESSAGES.fetchFailed,
      response.status,
      'The automation service sent an answer without a status.',
    );
  }
  return body as AutomationResultsBody;
}
