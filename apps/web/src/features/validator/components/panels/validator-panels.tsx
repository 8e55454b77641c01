import { lazy, Suspense, useRef } from 'react';
import { useValidator } from '../../stores/validator-instance';

const CustomChecksPanel = lazy(() =>
  import('./custom-checks-panel').then((m) => ({ default: m.CustomChecksPanel })),
);
const RequestDetailsPanel = lazy(() =>
  import('./request-details-panel').then((m) => ({ default: m.RequestDetailsPanel })),
);
const HowItWorksPanel = lazy(() =>
  import('./how-it-works-panel').then((m) => ({ default: m.HowItWorksPanel })),
);
const HelpPanel = lazy(() => import('./help-panel').then((m) => ({ default: m.HelpPanel })));

/**
 * The validator's side panels, each loaded the first time it opens and kept mounted afterwards so
 * that it can animate out.
 */
export function ValidatorPanels() {
  const panel = useValidator((state) => state.panel?.kind ?? null);
  const howItWorks = useValidator((state) => state.recommendationsOpen);
  const help = useValidator((state) => state.helpOpen);
  const opened = useOpenedOnce({
    customChecks: panel === 'customChecks',
    requestDetails: panel === 'requestDetails',
    howItWorks,
    help,
  });
  return (
    <Suspense fallback={null}>
      {opened.customChecks ? <CustomChecksPanel /> : null}
      {opened.requestDetails ? <RequestDetailsPanel /> : null}
      {opened.howItWorks ? <HowItWorksPanel /> : null}
      {opened.help ? <HelpPanel /> : null}
    </Suspense>
  );
}

/** Which of the flags have been true at least once since mount. */
function useOpenedOnce<K extends string>(open: Record<K, boolean>): Partial<Record<K, boolean>> {
  const opened = useRef<Partial<Record<K, boolean>>>({});
  for (const key of Object.keys(open) as K[]) if (open[key]) opened.current[key] = true;
  return opened.current;
}
