import { QueryClient } from '@tanstack/react-query';

/** Query cache settings (specification §9): unused data kept 60 s, no polling unless a query asks. */
export const QUERY_GC_TIME_MS = 60_000;

let client: QueryClient | null = null;

/** The app's query client, created on first use (pages that use queries wrap themselves in it). */
export function queryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, refetchInterval: false, refetchOnWindowFocus: false, retry: 1 },
    },
  });
  return client;
}
