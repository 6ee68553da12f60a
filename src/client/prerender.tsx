/**
 * Build-time prerendering of the first screen (docs/decisions/030): the same React
 * tree main.tsx renders, rendered in Node for one path as a signed-out visitor with an empty
 * cart and nothing loaded yet, so the HTML paints before any script runs. main.tsx hydrates
 * it; what differs for this browser (a cart in storage, a #section) is re-rendered by React.
 * Built by `vite build --ssr` and run by scripts/prerender.ts; never part of the client bundle.
 */
import './lib/zod-config';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { AUTH_USER_KEY } from './api/auth';
import { Toaster } from './components/ui/toast';
import { AppRouter } from './router';
import { POLICY_PATHS } from './shop/policies/policy-links';

/**
 * The paths prerendered at build (the shop's and dealer's entry pages and the admin gate, the
 * pages `npm run bench -- lighthouse` measures; and the policy pages). The admin gate is rendered at /admin and served at /{ADMIN_PATH}.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/guest',
  '/checkout',
  '/dealer',
  '/track',
  '/stl-generator',
  '/admin',
  // The policy pages (docs/decisions/047-policy-pages.md): their text is in the HTML.
  ...POLICY_PATHS,
] as const;

/**
 * Renders `path` to the HTML that goes inside `<div id="root">`, lazy routes resolved.
 * @throws whatever a component throws while rendering (the build fails: never a half page).
 */
export async function prerenderPath(path: string): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // A prerendered page is only served without a session cookie: the visitor is signed out.
  queryClient.setQueryData(AUTH_USER_KEY, null);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={path}>
          <AppRouter />
        </Router>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
    {
      // React would fall back to client rendering for a failed boundary; the build fails instead.
      onError: (error) => void errors.push(error),
      // Never outline a large boundary behind an inline script: the CSP allows no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw new Error(`Prerendering ${path} failed`, { cause: errors[0] });
  return Buffer.concat(chunks).toString('utf8');
}
