/**
 * The page's first script (docs/decisions/030). On a prerendered page the app's
 * script (main.tsx) is fetched and run only once the browser reports the first contentful
 * paint of the prerendered screen, so that paint never waits for, nor shares the connection
 * with, JavaScript; elsewhere it starts at once (the server preloads its chunks beside the HTML).
 * A browser without paint timing, or a hidden tab that never paints, starts it after a moment.
 * Until the app has hydrated the page, its forms do not submit natively (decision 096): their
 * fields take typing from first paint, and Enter must not send what was typed to the URL.
 */
// The styles load with the HTML (render-blocking), so the prerendered screen paints styled.
import './index.css';
import { holdSubmissionsUntilHydrated } from './lib/hold-submissions';

/** How long a prerendered page waits for its first paint before starting anyway, ms. */
const PAINT_WAIT_MS = 1500;

/** How many chunk preloads one task starts: each costs the main thread 0.3-1.8 ms here, several times that on a phone. */
const PRELOADS_PER_TASK = 2;

/**
 * Preloads the chunks a prerendered page names (its route's page and the app's), a few per task:
 * otherwise the app's dynamic-import helper adds them one `<link>` at a time while React
 * renders, all in one long task, and Lighthouse counts every millisecond of it (decision 098).
 * The helper skips what is already in the document.
 */
function preloadRouteChunks(files: string[]): void {
  const batch = files.splice(0, PRELOADS_PER_TASK);
  if (batch.length === 0) return;
  const present = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
  const links = document.createDocumentFragment();
  for (const file of batch) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    if (!present.has(link.href)) links.append(link);
  }
  document.head.append(links);
  setTimeout(() => preloadRouteChunks(files), 0);
}

/** The chunk files the server named in a meta tag of this prerendered page (root-relative `/assets/….js`). */
function namedChunks(meta: 'chaabi-route-chunks' | 'chaabi-evaluation-order'): string[] {
  const names = document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content.split(' ') ?? [];
  return names.filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file));
}

/**
 * Evaluates the page's chunks one per task, each after the chunks it imports (the server's
 * order; the app's chunk is one of them, and evaluating it starts nothing), so that the app
 * starts with its code and its route's page ready (decision 098). A chunk that fails to load is
 * left to the app's own import to report.
 */
async function evaluateInTurn(files: string[]): Promise<void> {
  for (const file of files) {
    await import(/* @vite-ignore */ file).catch(() => undefined);
    await nextTask();
  }
}

/** Resolves in a later task, so that what follows is not part of the current one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // React, the page's chunks one by one (the app's among them), tailwind-merge's class map, then
  // the app starts: short tasks instead of one long one (decisions 031 and 098).
  void import('./vendor')
    .then(nextTask)
    .then(() => evaluateInTurn(namedChunks('chaabi-evaluation-order')))
    .then(() => import('./lib/utils'))
    .then(({ warmUpClassMerge }) => warmUpClassMerge())
    .then(nextTask)
    .then(() => import('./main'))
    .then(({ startApp }) => startApp());
  setTimeout(() => preloadRouteChunks(namedChunks('chaabi-route-chunks')), 0);
}

function startAfterFirstPaint(): void {
  setTimeout(start, PAINT_WAIT_MS);
  try {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}

if (document.querySelector('meta[name="chaabi-prerendered"]')) {
  holdSubmissionsUntilHydrated(document);
  startAfterFirstPaint();
} else start();
