import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useContext } from 'react';
import { sharedQueryClient } from './query-client.ts';

/**
 * TanStack Query's provider for a part of the screen that loads on demand. The app shell has no query provider
 * (the landing's first paint needs no query code); every lazily loaded screen and header part wraps itself in
 * this, all sharing one cache. Under an outer provider (tests, the prerender) that one is used.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}

export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Wrapped(props: P) {
    return (
      <WithQueryClient>
        <Component {...props} />
      </WithQueryClient>
    );
  }
  Wrapped.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return Wrapped;
}
