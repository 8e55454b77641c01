import { lazy, Suspense, useRef } from 'react';
import { useValidator, validatorActions, ValidatorPage } from '../../features/validator';
import { CreateTestOverlay } from './create-test-overlay';

const CachedResultsPanel = lazy(() =>
  import('../../features/sessions').then((m) => ({ default: m.CachedResultsPanel })),
);

/**
 * `/`: the validator page, with the Cached Results panel (sessions feature) wired to its store, and
 * Create Test from Request's panel (entities feature) over its results.
 */
export function ValidatorRoute() {
  const sessionsOpen = useValidator((state) => state.sessionsOpen);
  const everOpened = useRef(false);
  if (sessionsOpen) everOpened.current = true;
  return (
    <>
      <ValidatorPage />
      <CreateTestOverlay />
      {everOpened.current ? (
        <Suspense fallback={null}>
          <CachedResultsPanel
            open={sessionsOpen}
            onOpenChange={(open) => validatorActions().setSessionsOpen(open)}
            onLoad={(id) => void validatorActions().loadSession(id)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
