import { AutomationBuilderPage, currentBuilderRequest } from '../../features/automation';
import { SaveJourneyButton } from '../../features/journeys';

/** `/automation-builder`: the builder, with Save as journey. */
export function AutomationBuilderRoute() {
  return <AutomationBuilderPage actions={<SaveJourneyButton getRequest={currentBuilderRequest} />} />;
}
