import './lib/zod-config';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { AUTH_USER_KEY } from './api/auth';
import { queryClient } from './api/query-client';
import { Toaster } from './components/ui/toast';
import { holdQueryNotificationsUntilIdle } from './lib/hold-query-notifications';
import { announceHydrated } from './lib/hold-submissions';
import { beginHydration, endHydration } from './lib/use-hydrated';
import { AppRouter } from './router';

const app: ReactNode = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>
);

/**
 * Starts the app: hydrates the prerendered page, or renders it. The boot script calls it once,
 * after it has imported this module (src/client/boot.ts): evaluating the module starts nothing,
 * so the boot script can evaluate it, and the chunks that import it, one task each before the
 * start (docs/decisions/098-short-tasks-after-first-paint.md).
 */
export function startApp(): void {
  // docs/product.md#errors: an unhandled promise rejection is logged and suppressed.
  window.addEventListener('unhandledrejection', (event) => {
    console.warn('Unhandled promise rejection', event.reason);
    event.preventDefault();
  });

  const container = document.getElementById('root')!;
  if (document.querySelector('meta[name="chaabi-prerendered"]') && container.firstElementChild) {
    // The server sent this page prerendered because the request had no session cookie
    // (docs/decisions/030): the visitor is signed out, as the prerender assumed. React hydrates
    // the HTML in slices; the session is still asked once in the background.
    queryClient.setQueryData(AUTH_USER_KEY, null);
    beginHydration();
    holdQueryNotificationsUntilIdle({
      onRelease: () => {
        endHydration();
        // The boot script held native form submissions until now (decision 096).
        announceHydrated(document);
      },
    });
    startTransition(() => {
      hydrateRoot(container, app, {
        // A mismatch is re-rendered on the client by React; it is a bug in the prerender, so say so.
        onRecoverableError: (error) => console.error('Hydration of the prerendered page failed', error),
      });
    });
    void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  } else {
    // The first render as a transition: React renders the page in slices of a few milliseconds
    // instead of one long task, so the main thread stays responsive while it starts (TBT).
    const root = createRoot(container);
    startTransition(() => root.render(app));
    // Forms rendered here have their handlers from the start: nothing to hold.
    announceHydrated(document);
  }
}
