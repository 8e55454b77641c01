import { errorTypeOf } from '../../../lib/api-error';
import { AUTOMATION_MESSAGES } from '../messages';
import { AutomationApiError, automationHeaders, errorMessageOf, readJsonBody } from './automation-api-error';
import type { AutomationJobAccepted, AutomationRequest } from './automation-types';

/** The automation service on our own origin (DESIGN.md: `POST /api/automation`). */
export const AUTOMATION_URL = '/api/automation';

/**
 * Queues an automation job and returns its id and viewer token (202 `{jobId, token, status}`).
 * The session cookie identifies a signed-in user; the bearer user id is sent as the specification
 * says, and the server does not rely on it.
 *
 * @throws {AutomationApiError} "Failed to submit automation request", with the service's reason
 *   (e.g. a private Website URL) or the network's as `detail`.
 */
export async function submitAutomation(
  request: AutomationRequest,
  { userId = null, fetchImpl = fetch }: { userId?: string | null; fetchImpl?: typeof fetch } = {},
): Promise<AutomationJobAccepted> {
  let response: Response;
  try {
    response = await fetchImpl(AUTOMATION_URL, {
      method: 'POST',
      headers: automationHeaders(userId),
      body: JSON.stringify(request),
      credentials: 'same-origin',
    });
  } catch (error) {
    console.warn('[tagproof] automation request failed', error);
    throw new AutomationApiError(
      AUTOMATION_MESSAGES.submitFailed,
      null,
      'Could not reach the automation service. Check your connection and try again.',
    );
  }
  const body = await readJsonBody(response);
  if (!response.ok) {
    throw new AutomationApiError(
      AUTOMATION_MESSAGES.submitFailed,
      response.status,
      errorMessageOf(body) ?? `The automation service answered HTTP ${response.status}.`,
      errorTypeOf(response.status, body),
    );
  }
  const accepted = readAccepted(body);
  if (!accepted) {
    throw new AutomationApiError(
      AUTOMATION_MESSAGES.submitFailed,
      response.status,
      'The automation service did not return a job id.',
    );
  }
  return accepted;
}

function readAccepted(body: unknown): AutomationJobAccepted | null {
  if (body === null || typeof body !== 'object') return null;
  const { jobId, token, status } = body as Record<string, unknown>;
  if (typeof jobId !== 'string' || jobId === '') return null;
  return {
    jobId,
    token: typeof token === 'string' ? token : '',
    status: typeof status === 'string' ? status : 'queued',
  };
}
