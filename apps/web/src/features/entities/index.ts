/** The entities feature: the Tests and Triggers page. */
export { EntitiesPage, type EntitiesPageProps } from './components/entities-page';
export {
  CreateFromRequestPanel,
  type CreateFromRequestPanelProps,
} from './components/create-from-request-panel';
export { interactionSession, requestSession, type InteractionRequest } from './hooks/use-create-from-request';
export type { SessionInit } from './stores/editing-session';
