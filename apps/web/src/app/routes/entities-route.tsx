import { EntitiesPage } from '../../features/entities';
import { validatorActions, validatorStore } from '../../features/validator';
import { reloadUserChecks } from '../../lib/checks/user-checks';
import { sessionRepository } from '../../lib/sessions/browser-sessions';
import { findValidatedRequest } from '../../lib/sessions/find-validated-request';

/** Changes close together (a save, then its realtime echo) re-run the validator once. */
const RERUN_DEBOUNCE_MS = 800;
let rerunTimer: ReturnType<typeof setTimeout> | null = null;

/** The validator's current requests run again with the user's new tests and triggers. */
async function rerunValidator(): Promise<void> {
  await reloadUserChecks();
  const { data } = validatorStore().getState();
  if (data && data.length > 0)
    await validatorActions().startValidation(data, { force: true, source: 'revalidate' });
}

function scheduleRerun(): void {
  if (rerunTimer) clearTimeout(rerunTimer);
  rerunTimer = setTimeout(() => {
    rerunTimer = null;
    void rerunValidator();
  }, RERUN_DEBOUNCE_MS);
}

const findRequest = (requestId: string) =>
  findValidatedRequest(
    requestId,
    validatorStore().getState().validatedData?.validatedRequests,
    sessionRepository(),
  );

/**
 * `/allEntities`: the Tests and Triggers page, wired to the validator — "Create Test from Request"
 * reads the validator's requests (or a stored session), and every change re-runs the validator.
 */
export function EntitiesRoute() {
  return <EntitiesPage findRequest={findRequest} onChecksChanged={scheduleRerun} />;
}
