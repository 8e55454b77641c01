/** The automation feature: what route components may use. */
export { AutomationBuilderPage } from './components/automation-builder-page';
export { AutomationResultsPage } from './components/automation-results-page';
export { currentBuilderRequest } from './stores/current-request';
export { RunsPage } from './components/runs-page';
