import { QueryClient } from '@tanstack/react-query';

/** One client for the app, so route loaders and components share the same cache. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
