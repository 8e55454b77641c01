/** The entities feature: the Tests and Triggers page. */
export { EntitiesPage, type EntitiesPageProps } from './components/entities-page';
