import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's data-fetching defaults: no retries, never stale, no refetch on focus, no polling. No default
 * queryFn: a query of the station's API comes from apiQuery (lib/api.ts), which fetches and parses it by name.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
