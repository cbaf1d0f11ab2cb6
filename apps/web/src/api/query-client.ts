import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
}

let shared: QueryClient | null = null;

/** The browser app's one query cache, created by the first screen part that needs it (see with-query-client.tsx). */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
