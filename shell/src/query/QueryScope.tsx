import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * The page's one QueryClient, for every remote screen (TanStack Query is shared at run time, so a
 * remote's hooks find this client and an action's invalidation refreshes every list on the page).
 * This module is its own chunk, loaded with the first remote screen: the landing page never carries it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // A failed read says so at once (the screen offers Retry); one quiet retry covers a dropped connection.
    queries: { retry: 1, staleTime: 15_000, refetchOnWindowFocus: true },
    mutations: { retry: false }
  }
});

export default function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
