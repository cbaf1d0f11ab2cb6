import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@/api/query-client.ts';
import { ToastProvider } from '@/components/ui/toast.tsx';

/**
 * Every provider at once, for the build-time prerender. The browser's shell (main.tsx) has only `ToastHost`:
 * the query provider comes with each part that loads on demand (api/with-query-client.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* One toast at a time, app-wide. */}
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
