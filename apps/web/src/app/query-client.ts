import { QueryClient } from '@tanstack/react-query';
import { ApiError, retryWhenBackOnline } from '../lib/http';

/**
 * The app's server-state cache. Both kinds of call use the default `networkMode: 'online'`: while the
 * browser is offline, queries wait and mutations (answers above all) are kept, paused, and sent once
 * it is back online (the provider's QueryClient listens to the browser's online event).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The HTTP client already retries network errors and 5xx with back-off; 4xx never succeed on
        // retry. A call cut off by going offline waits for the connection instead of failing.
        retry: (failureCount, error) =>
          retryWhenBackOnline(failureCount, error) || (!(error instanceof ApiError) && failureCount < 1),
        refetchOnWindowFocus: true,
        networkMode: 'online',
      },
      mutations: { retry: retryWhenBackOnline, networkMode: 'online' },
    },
  });
}
