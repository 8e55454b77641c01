import '../../../lib/zod-without-eval'; // before the schemas are defined
import { AutomationRunListSchema, type AutomationRun } from '@tagproof/contracts';
import { AutomationApiError, errorMessageOf, readJsonBody } from './automation-api-error';

export const RUNS_MESSAGES = {
  failed: 'Failed to load your runs',
  empty: 'No runs yet. Build a journey and run it: it will be listed here.',
} as const;

/**
 * The signed-in user's automation runs, newest first (`GET /api/automation/runs`), read through
 * the contract.
 *
 * @throws {AutomationApiError} "Failed to load your runs", with the service's reason as `detail`.
 */
export async function fetchRuns(fetchImpl: typeof fetch = fetch): Promise<AutomationRun[]> {
  let response: Response;
  try {
    response = await fetchImpl('/api/automation/runs', { credentials: 'same-origin', cache: 'no-store' });
  } catch (error) {
    console.warn('[tagproof] runs request failed', error);
    throw new AutomationApiError(RUNS_MESSAGES.failed, null, 'Could not reach the automation service.');
  }
  const body = await readJsonBody(response);
  if (!response.ok) throw new AutomationApiError(RUNS_MESSAGES.failed, response.status, errorMessageOf(body));
  const parsed = AutomationRunListSchema.safeParse(body);
  if (!parsed.success) {
    throw new AutomationApiError(RUNS_MESSAGES.failed, response.status, 'The answer is not a list of runs.');
  }
  return parsed.data.runs;
}
