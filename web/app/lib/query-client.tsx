/**
 * The data cache (TanStack Query) for the routes that read the API: the article list and pages,
 * the podcast, programmatic pages, the contact form, the sitemap checker and the admin portal.
 * Static pages never import it. One client per browser session, shared by every route that wraps
 * itself in `QueryProvider`, so the cache survives navigation between them.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** No refetch on window focus, one retry, 5-minute cache GC (public-site.md section 9). */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: 1,
        gcTime: 5 * 60 * 1000,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The session's client in the browser; a fresh one per prerendered document at build time. */
function queryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
