/** A sticky "has come near the viewport" flag, for mounting heavy parts of long lists late. */
import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `ref`'s element has come within `rootMargin` of the viewport (or from the start when
 * `initially` is true); stays true. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, { initially = false, rootMargin = '800px' } = {}): boolean {
  const [near, setNear] = useState(initially || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, rootMargin]);
  return near;
}
