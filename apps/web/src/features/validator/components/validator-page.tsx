import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { plural, prepareFormatters } from '../../../lib/format';
import { useValidator } from '../stores/validator-instance';
import { GettingStarted } from './getting-started';
import { ValidatorPanels } from './panels/validator-panels';
import { ValidatingOverlay } from './validating-overlay';
import type { ResultsView } from './results/results-view';
import { ValidationErrorPage } from './validation-error-page';

let loadedResultsView: typeof ResultsView | undefined;
/** Fetches the results code (once) and keeps it, so that later results render without waiting. */
const loadResults = () =>
  import('./results/results-view').then((module) => (loadedResultsView = module.ResultsView));
const LazyResultsView = lazy(() => loadResults().then((View) => ({ default: View })));

/**
 * Loads the results code and makes the date and number formatters when the browser is idle after
 * the page shows: most visits need both, and then the first results cost no more than a render.
 */
function usePreloadWhenIdle(): void {
  useEffect(() => {
    const preload = () => {
      prepareFormatters();
      void loadResults().catch(() => undefined); // tried again when results arrive
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 5_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preload, 2_000);
    return () => window.clearTimeout(timer);
  }, []);
}

/**
 * The results, in the same frame as the data once their code is loaded; only a visit that gets results
 * before the code arrives sees a spinner in between (and the page shifts under it).
 */
function Results() {
  const [View] = useState(() => loadedResultsView ?? LazyResultsView);
  return (
    <Suspense
      fallback={
        <div role="status" className="flex justify-center py-16">
          <Spinner className="size-8" />
          <span className="sr-only">Loading results…</span>
        </div>
      }
    >
      <View />
    </Suspense>
  );
}

/**
 * The validator page at `/`: getting started until requests arrive, then the results (or the error
 * page), with the validating overlay and the side panels.
 */
export function ValidatorPage() {
  const hasResults = useValidator((state) => state.validatedData !== null);
  const failed = useValidator((state) => state.error !== null);
  const validating = useValidator((state) => state.isValidating);
  const count = useValidator((state) => state.validatedData?.validatedRequests.length ?? 0);

  usePreloadWhenIdle();
  useEffect(() => {
    if (validating) void loadResults().catch(() => undefined); // fetch the results code while the service works
  }, [validating]);
  // New results replace getting started from their top, wherever the page was scrolled to.
  const hadResults = useRef(hasResults);
  useLayoutEffect(() => {
    if (hasResults && !hadResults.current) window.scrollTo(0, 0);
    hadResults.current = hasResults;
  }, [hasResults]);
  useEffect(() => {
    document.title = hasResults
      ? `Tagproof: ${plural(count, 'request')} validated`
      : 'Tagproof: validate your tracking';
  }, [hasResults, count]);

  return (
    <>
      {failed ? <ValidationErrorPage /> : hasResults ? <Results /> : <GettingStarted />}
      <ValidatingOverlay />
      <ValidatorPanels />
    </>
  );
}
