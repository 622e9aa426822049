import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';
import { redirectIfLoggedOut } from './logged-out';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { skipLoggedOutRedirect?: boolean };
    /**
     * `skipLoggedOutRedirect`: a read made on a guess (warming up a returning cook's first screen);
     * its 401 says only that the guess was wrong, and the session check decides what to show.
     */
    queryMeta: { skipLoggedOutRedirect?: boolean };
  }
}

/** Data-fetching defaults of SPEC §9: no retries, no refetch on focus, no polling, never stale. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.skipLoggedOutRedirect) redirectIfLoggedOut(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      // Signing in answers 401 for a wrong password; that is not a lost session.
      if (!mutation.meta?.skipLoggedOutRedirect) redirectIfLoggedOut(error);
    },
  }),
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      // Ask even while the browser is offline: the service worker answers reads it has stored
      // (web/features/offline/pwa-options.ts). TanStack's default would hold them until online.
      networkMode: 'offlineFirst',
    },
    mutations: { retry: false },
  },
});
