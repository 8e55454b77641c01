import { useResultsViewMode } from '../../stores/results-view-mode';
import { ConsentSection } from '../consent/consent-section';
import { CaptureDropZone } from '../import/capture-drop-zone';
import { CrossChecksSection } from './cross-checks-section';
import { CustomChecksSummary } from './custom-checks-summary';
import { DuplicatesSection } from './duplicates-section';
import { ErrorRequestsSection } from './error-requests-section';
import { FocusDimmer } from './focus-dimmer';
import { MatchedRequestsSection, OtherRequestsSection } from './matched-requests-section';
import { ResultsHeader } from './results-header';
import { SearchBar } from '../search/search-bar';
import { TimelineView } from '../timeline/timeline-view';
import { SummaryReport } from './summary-report';
import { UnrecognisedSection } from './unrecognised-section';

/**
 * The results page (specification §2, sections 1 to 6, then the unrecognised requests, out of the way),
 * or the timeline in their place. Loaded on demand with its lists.
 */
export function ResultsView() {
  const timeline = useResultsViewMode() === 'timeline';
  return (
    <CaptureDropZone className="mx-auto flex max-w-7xl flex-col gap-12">
      <ResultsHeader />
      <SummaryReport />
      <SearchBar />
      {timeline ? (
        <TimelineView />
      ) : (
        <>
          <ErrorRequestsSection />
          <DuplicatesSection />
          <ConsentSection />
          <CrossChecksSection />
          <CustomChecksSummary />
          <MatchedRequestsSection />
          <OtherRequestsSection />
          <UnrecognisedSection />
        </>
      )}
      <FocusDimmer />
    </CaptureDropZone>
  );
}
