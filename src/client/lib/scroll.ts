/**
 * Scrolling to home-page sections (docs/product.md#customizer: buttons scroll to the customizer).
 */

/** Smoothly scrolls to the element with this id; returns false when it is not on the page. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/** How long arrival at a #section keeps the section in place while the page fills in (ms). */
const SETTLE_MS = 4000;

/**
 * Scrolls to the #section a page was opened with and keeps it there while images, fonts and
 * data above it load and push it down (/#customizer landed 420-600 px short). Each
 * layout change re-aligns the section until the shopper scrolls, clicks or types, or
 * `SETTLE_MS` pass. The section's scroll-margin leaves room for the sticky header. Returns a
 * function that stops following.
 */
export function scrollToSectionOnArrival(id: string): () => void {
  const align = () => document.getElementById(id)?.scrollIntoView({ behavior: 'instant', block: 'start' });
  align();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(align);
  observer.observe(document.body);
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const name of events) window.removeEventListener(name, stop);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const name of events) window.addEventListener(name, stop, { passive: true });
  return stop;
}
