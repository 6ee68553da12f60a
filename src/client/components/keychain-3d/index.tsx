/**
 * The 3D keychain preview as a lazy chunk that never blocks the page: pages render
 * `<Deferred3DPreview poster={…2D preview…} … />`; the poster shows until the preview is on
 * screen and the browser is idle after the page's load, and only then do three.js, the
 * geometry worker and manifold's WASM download (docs/decisions/026).
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Keychain3DPreviewProps } from './keychain-3d-preview';

export type { Keychain3DPreviewProps } from './keychain-3d-preview';
export { KEYCHAIN_3D_INPUT_MARK } from './constants';

/** Keychain3DPreview, loaded on first render. */
export const LazyKeychain3DPreview = lazy(() => import('./keychain-3d-preview'));

/** Starts `run` once the page has loaded and the main thread is idle (at most 2 s later). */
function afterLoadWhenIdle(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 2000 });
    else timer = setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * True once `ref`'s element has come within 200 px of the viewport and the page is idle
 * after loading; stays true. Without IntersectionObserver (old browsers, tests) it waits for idle only.
 */
export function useVisibleThenIdle(ref: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (wanted || !element) return;
    let cancelIdle: (() => void) | undefined;
    const start = () => {
      cancelIdle ??= afterLoadWhenIdle(() => setWanted(true));
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => cancelIdle?.();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [ref, wanted]);
  return wanted;
}

/** Props of Deferred3DPreview: the preview's, plus what to show until it has loaded. */
export interface Deferred3DPreviewProps extends Keychain3DPreviewProps {
  /** Shown until the 3D chunk has loaded and drawn nothing yet (the 2D preview). */
  poster: ReactNode;
}

/** The 3D preview behind a poster: loads when on screen and the page is idle. */
export function Deferred3DPreview({ poster, ...props }: Deferred3DPreviewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const wanted = useVisibleThenIdle(ref);
  if (!wanted) {
    return (
      <div ref={ref} className="w-full" data-testid="keychain-3d-poster">
        {poster}
      </div>
    );
  }
  return (
    <Suspense fallback={poster}>
      <LazyKeychain3DPreview {...props} />
    </Suspense>
  );
}
