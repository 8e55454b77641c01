import type { ReportAction } from '@tagproof/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import type { SessionInit } from '../../features/entities';

const CreateFromRequestPanel = lazy(() =>
  import('../../features/entities').then((m) => ({ default: m.CreateFromRequestPanel })),
);

/** The requests an action sent, as the entities feature reads them. */
function interactionRequests(action: ReportAction) {
  return action.requests.map(({ originalRequest }) => ({
    eventName: originalRequest.eventName ?? null,
    vendor: originalRequest.requestCategory ?? null,
    queryString: originalRequest.queryString ?? null,
    postData: originalRequest.postData,
  }));
}

/**
 * "Create Trigger" on a report's action (a user interaction): the entities feature's form in its
 * side panel over the report, a Trigger by default, prefilled from the action's first tracking
 * request (its parameters, and its event name as the trigger's condition).
 */
export function CreateTriggerFromAction({ action, actionKey }: { action: ReportAction; actionKey: string }) {
  const [init, setInit] = useState<SessionInit | null>(null);
  const label = action.actionInfo.elementClickedText || action.actionInfo.description || actionKey;
  const requests = useMemo(() => interactionRequests(action), [action]);
  return (
    <div>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() =>
          void import('../../features/entities').then((m) => setInit(m.interactionSession(requests, label)))
        }
      >
        Create Trigger
      </button>
      {init ? (
        <Suspense fallback={null}>
          <CreateFromRequestPanel init={init} onClosed={() => setInit(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
