import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { ApiError } from '../../api/apiError';
import { CACHE_POLICIES } from '../../api/call';

/**
 * The spec's caching rules for whatever a call does not declare: no retries, no refetch when
 * the window regains focus, a cache lifetime of five minutes. A read that failed is not read
 * again when its page appears (its route's loader may have started it): the page says how it
 * ended and the customer may try again; coming back to the page reads it anew. A call answered
 * "session ended" takes the customer to the forced-logout page wherever it happens.
 */
export function createQueryClient(onSessionEnded: () => void): QueryClient {
  const handle = (error: unknown) => {
    if (error instanceof ApiError && error.isSessionEnded) onSessionEnded();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        retry: 0,
        retryOnMount: false,
        refetchOnWindowFocus: false,
        ...CACHE_POLICIES.default,
      },
      mutations: { retry: 0 },
    },
  });
}

/** Calculator data and term-deposit offers change seldom: cached 60 hours and never stale. */
export const LONG_LIVED_QUERY = CACHE_POLICIES.long;
