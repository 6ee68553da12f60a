import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './api/query-client';
import { Toaster } from './components/ui/toast';
import { AppRouter } from './router';
import './index.css';

// Spec §8: an unhandled promise rejection is logged and suppressed.
window.addEventListener('unhandledrejection', (event) => {
  console.warn('Unhandled promise rejection', event.reason);
  event.preventDefault();
});

// The first render as a transition: React renders the page in slices of a few milliseconds
// instead of one long task, so the main thread stays responsive while it starts (issue 13, TBT).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
});
