// The one render helper of the component tests (docs/architecture.md#rooms-fences-and-tooling): a component
// under test gets what the app gives it in src/client/main.tsx — a TanStack Query client with
// the app's defaults (docs/product.md#data-loading: no retries, never stale) — and a wouter
// router on an in-memory location, so a test can start at a route and read where a click led, and
// the toasts' viewport, so a test reads a toast as the user does.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../../src/client/components/ui/toast';

/** What `renderWithClient` returns: Testing Library's result, the query client and the route history. */
export interface ClientRender extends RenderResult {
  /** The query client the component reads; seed it with `setQueryData` or read its cache. */
  queryClient: QueryClient;
  /** Every path (with its query) the router has been at, the starting route first (e.g. `['/dealer', '/dealer-dashboard']`). */
  history: string[];
  /** Moves the in-memory router to a path, as a link would. */
  navigate: (to: string) => void;
}

/** A query client with the app's defaults and no retries, so a failed request fails the test's query at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/**
 * Renders `ui` inside a QueryClientProvider and a wouter Router on an in-memory location, with the
 * app's Toaster beside it.
 * `route` is the starting path with an optional query (`/admin?tab=orders`, default `/`);
 * `queryClient` replaces the fresh one this makes (to seed it before the render).
 */
export function renderWithClient(ui: ReactElement, options: { route?: string; queryClient?: QueryClient } = {}): ClientRender {
  const queryClient = options.queryClient ?? testQueryClient();
  const location = memoryLocation({ path: options.route ?? '/', record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
      <Toaster />
    </QueryClientProvider>
  );
  const result = render(ui, { wrapper });
  return { ...result, queryClient, history: location.history, navigate: location.navigate };
}
