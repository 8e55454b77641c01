import { createContext, useContext } from 'react';
import type { EntitiesApi } from '../api/entities-api';
import type { EntityDocument } from '../model/entity-types';
import type { EntityActionDeps } from './entity-actions';

/** What the page's parts share: the API, the loaded lists and the actions' wiring. */
export interface EntitiesContextValue {
  api: EntitiesApi;
  tests: readonly EntityDocument[];
  triggers: readonly EntityDocument[];
  actionDeps: EntityActionDeps;
  /** After a save or any change: refresh the lists and re-run the validator with the new checks. */
  afterChange(): void;
}

export const EntitiesContext = createContext<EntitiesContextValue | null>(null);

export function useEntitiesContext(): EntitiesContextValue {
  const value = useContext(EntitiesContext);
  if (!value) throw new Error('EntitiesContext is missing: render inside the entities page');
  return value;
}
