import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { TooltipProvider } from '../../../components/ui/tooltip';
import { useAuth } from '../../../lib/auth/auth-store';
import { notify } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { PANEL_ANIMATION_MS } from '../../../components/ui/side-panel';
import { entitiesApi, type EntitiesApi } from '../api/entities-api';
import { EntitiesContext, type EntitiesContextValue } from '../hooks/entities-context';
import { refetchEntityLists, useEntityList } from '../hooks/use-entity-lists';
import type { EntityDocument } from '../model/entity-types';
import { editingSession, useEditingSession, type SessionInit } from '../stores/editing-session';
import { EntityFormPanel } from './form/entity-form-panel';

export interface CreateFromRequestPanelProps {
  /** How the form opens: a captured request (or an automation action, a user interaction). */
  init: SessionInit;
  /** The panel closed (after a save or not); `saved` says whether anything was written. */
  onClosed(saved: boolean): void;
  /** The documents API (tests pass a fake). */
  api?: EntitiesApi;
}

const EMPTY: readonly EntityDocument[] = [];

function PanelContent({ init, onClosed, api: givenApi }: CreateFromRequestPanelProps) {
  const api = useMemo(() => givenApi ?? entitiesApi(), [givenApi]);
  const userId = useAuth((state) => state.user?.$id ?? null);
  const client = useQueryClient();
  const tests = useEntityList(api, 'test', userId).data ?? EMPTY;
  const triggers = useEntityList(api, 'trigger', userId).data ?? EMPTY;
  const saved = useRef(false);
  const closed = useRef(onClosed);
  closed.current = onClosed;

  const context = useMemo<EntitiesContextValue>(() => {
    const afterChange = () => {
      saved.current = true;
      void refetchEntityLists(client);
    };
    return {
      api,
      tests,
      triggers,
      afterChange,
      actionDeps: { api, notify, lists: () => ({ tests, triggers }), afterChange },
    };
  }, [api, client, tests, triggers]);

  // Opens the form once; its closing (Cancel, Escape, the backdrop, or after a save) hands back.
  const open = useEditingSession((state) => state.isCreatingTest);
  const started = useRef(false);
  useEffect(() => editingSession.getState().init(init), [init]);
  useEffect(() => {
    if (open) started.current = true;
    if (!started.current || open) return;
    const timer = setTimeout(() => closed.current(saved.current), PANEL_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <EntitiesContext.Provider value={context}>
      <EntityFormPanel />
    </EntitiesContext.Provider>
  );
}

/**
 * "Create Test from Request" as the specification's 85% side panel over the page it was opened from
 * (the validator's results, the report page): the same form and save flow as the Tests and
 * Triggers page, then `onClosed` so that the page returns to the request.
 */
export function CreateFromRequestPanel(props: CreateFromRequestPanelProps) {
  return (
    <QueryClientProvider client={queryClient()}>
      <TooltipProvider>
        <PanelContent {...props} />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
