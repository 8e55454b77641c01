import { lazy, Suspense, useEffect } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useValidator } from '../stores/validator-instance';
import { GettingStarted } from './getting-started';
import { ValidatorPanels } from './panels/validator-panels';
import { ValidatingOverlay } from './validating-overlay';
import { ValidationErrorPage } from './validation-error-page';

const loadResults = () => import('./results/results-view');
const ResultsView = lazy(() => loadResults().then((m) => ({ default: m.ResultsView })));

/**
 * The validator page at `/`: getting started until requests arrive, then the results (or the error
 * page), with the validating overlay and the side panels.
 */
export function ValidatorPage() {
  const hasResults = useValidator((state) => state.validatedData !== null);
  const failed = useValidator((state) => state.error !== null);
  const validating = useValidator((state) => state.isValidating);
  const count = useValidator((state) => state.validatedData?.validatedRequests.length ?? 0);

  useEffect(() => {
    if (validating) void loadResults(); // fetch the results code while the service works
  }, [validating]);
  useEffect(() => {
    document.title = hasResults
      ? `Tagproof: ${count.toLocaleString()} requests validated`
      : 'Tagproof: validate your tracking';
  }, [hasResults, count]);

  return (
    <>
      {failed ? (
        <ValidationErrorPage />
      ) : hasResults ? (
        <Suspense
          fallback={
            <div role="status" className="flex justify-center py-16">
              <Spinner className="size-8" />
              <span className="sr-only">Loading results…</span>
            </div>
          }
        >
          <ResultsView />
        </Suspense>
      ) : (
        <GettingStarted />
      )}
      <ValidatingOverlay />
      <ValidatorPanels />
    </>
  );
}
