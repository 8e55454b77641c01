import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import type { ValidatedRequest } from '../../../lib/validation-types';
import { TooltipProvider } from '../../../components/ui/tooltip';
import type { EntitiesApi } from '../api/entities-api';
import type { RealtimeEvent } from '../hooks/use-realtime-refresh';
import { EntitiesView } from './entities-view';

export interface EntitiesPageProps {
  /** Finds a validated request by id (Create Test from Request: `?fromRequest=<id>`). */
  findRequest?(requestId: string): Promise<ValidatedRequest | null>;
  /** Tests or triggers changed: the validator re-runs with the new checks. */
  onChecksChanged?(): void;
  /** The documents API (tests pass a fake). */
  api?: EntitiesApi;
  /** The realtime subscription (tests pass a fake). */
  subscribe?(channels: string[], callback: (event: RealtimeEvent) => void): () => void;
}

/** `/allEntities`: the "Tests and Triggers" page. */
export function EntitiesPage(props: EntitiesPageProps) {
  return (
    <QueryClientProvider client={queryClient()}>
      <TooltipProvider>
        <EntitiesView {...props} />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
