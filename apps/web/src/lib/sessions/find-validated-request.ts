import type { ValidatedRequest } from '../validation-types';
import type { SessionRepository } from './session-repository';

const idOf = (request: ValidatedRequest) => request.requestMetadata.requestId;

/**
 * A validated request by id, for "Create Test from Request": among the requests on screen first,
 * then in the stored sessions, newest first (after a reload or in a new tab).
 */
export async function findValidatedRequest(
  requestId: string,
  current: readonly ValidatedRequest[] | undefined,
  sessions: Pick<SessionRepository, 'list' | 'loadData'>,
): Promise<ValidatedRequest | null> {
  const shown = current?.find((request) => idOf(request) === requestId);
  if (shown) return shown;
  for (const summary of sessions.list()) {
    if (summary.status !== 'validated') continue;
    const stored = await sessions.loadData(summary.id);
    const found = stored?.validationResponse?.data?.validatedRequests.find(
      (request) => idOf(request) === requestId,
    );
    if (found) return found;
  }
  return null;
}
