/** The journeys feature: saved journeys, their runs, diffs against the baseline, and saving from the builder. */
export { JourneysListPage } from './components/journeys-list-page';
export { JourneyPage, type JourneyPageProps } from './components/journey-page';
export { SaveJourneyButton, type SaveJourneyButtonProps } from './components/save-journey-button';
export type { JourneysApi } from './api/journeys-api';
