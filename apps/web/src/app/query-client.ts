import { QueryClient } from '@tanstack/react-query';

/** Failures already reach the user through the HTTP client's error policy, so nothing retries behind their back. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
