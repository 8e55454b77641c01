import { ConsentSection } from '../consent/consent-section';
import { CaptureDropZone } from '../import/capture-drop-zone';
import { CustomChecksSummary } from './custom-checks-summary';
import { DuplicatesSection } from './duplicates-section';
import { ErrorRequestsSection } from './error-requests-section';
import { FocusDimmer } from './focus-dimmer';
import { MatchedRequestsSection, OtherRequestsSection } from './matched-requests-section';
import { ResultsHeader } from './results-header';
import { SummaryReport } from './summary-report';
import { UnrecognisedSection } from './unrecognised-section';

/**
 * The results page (specification §2, sections 1 to 6, then the unrecognised requests, out of the way).
 * Loaded on demand with its lists.
 */
export function ResultsView() {
  return (
    <CaptureDropZone className="mx-auto flex max-w-7xl flex-col gap-12">
      <ResultsHeader />
      <SummaryReport />
      <ErrorRequestsSection />
      <DuplicatesSection />
      <ConsentSection />
      <CustomChecksSummary />
      <MatchedRequestsSection />
      <OtherRequestsSection />
      <UnrecognisedSection />
      <FocusDimmer />
    </CaptureDropZone>
  );
}
