import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SessionInit } from '../../features/entities';
import { validatorActions, validatorStore } from '../../features/validator';
import { notify } from '../../lib/notify';
import { sessionRepository } from '../../lib/sessions/browser-sessions';
import { findValidatedRequest } from '../../lib/sessions/find-validated-request';

/** The search parameter naming the request whose test is being created (`/?createTest=<id>`). */
export const CREATE_TEST_PARAM = 'createTest';

const CreateFromRequestPanel = lazy(() =>
  import('../../features/entities').then((m) => ({ default: m.CreateFromRequestPanel })),
);
const loadRequestSession = () => import('../../features/entities').then((m) => m.requestSession);

/**
 * Back at the request after the panel closed: its card is shown again, and after a save the
 * validator runs at once with the new checks (re-read by the run), then shows the card.
 */
async function returnToRequest(requestId: string, saved: boolean): Promise<void> {
  if (saved) await validatorActions().revalidate();
  validatorActions().jumpToRequest(requestId);
}

/**
 * "Create Test from Request" over the validator's results (specification: one of the results page's
 * side panels): `?createTest=<id>` opens the entities feature's form in the 85% panel; closing it
 * drops the parameter and returns to the request.
 */
export function CreateTestOverlay() {
  const [params, setParams] = useSearchParams();
  const requestId = params.get(CREATE_TEST_PARAM);
  const [opened, setOpened] = useState<{ id: string; init: SessionInit } | null>(null);

  useEffect(() => {
    if (!requestId) return;
    let cancelled = false;
    void (async () => {
      const found = await findValidatedRequest(
        requestId,
        validatorStore().getState().validatedData?.validatedRequests,
        sessionRepository(),
      ).catch(() => null);
      const requestSession = await loadRequestSession();
      if (cancelled) return;
      if (!found) {
        notify({ type: 'error', message: 'This request is no longer available. Validate it again.' });
        setParams((current) => withoutParam(current), { replace: true });
        return;
      }
      setOpened({ id: requestId, init: requestSession(found) });
    })();
    return () => {
      cancelled = true;
    };
  }, [requestId, setParams]);

  if (!opened || opened.id !== requestId) return null;
  return (
    <Suspense fallback={null}>
      <CreateFromRequestPanel
        init={opened.init}
        onClosed={(saved) => {
          setOpened(null);
          setParams((current) => withoutParam(current), { replace: true });
          void returnToRequest(opened.id, saved);
        }}
      />
    </Suspense>
  );
}

function withoutParam(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(CREATE_TEST_PARAM);
  return next;
}
