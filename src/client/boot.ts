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

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // React first, then the app: two shorter tasks instead of one long one (decision 031).
  void import('./vendor').then(() => import('./main'));
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
