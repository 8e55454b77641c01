import { useParams } from 'react-router';
import { JourneyPage, JourneysListPage } from '../../features/journeys';

/** `/journeys`: the saved journeys. */
export function JourneysRoute() {
  return <JourneysListPage />;
}

/** `/journeys/:id`: one journey's runs and diffs. */
export function JourneyRoute() {
  const { id = '' } = useParams();
  return <JourneyPage key={id} journeyId={id} />;
}
