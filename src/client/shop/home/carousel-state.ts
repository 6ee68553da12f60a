/**
 * Pure index arithmetic of the gallery carousel (docs/product.md#customizer-state: auto-advance,
 * manual selection).
 */

/** The slide after `index`, wrapping to the first. */
export function nextIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}

/** The slide before `index`, wrapping to the last. */
export function previousIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (index - 1 + count) % count;
}

/** `index` kept inside a list that may have shrunk (a photo deleted meanwhile). */
export function clampIndex(index: number, count: number): number {
  return count <= 0 ? 0 : Math.min(Math.max(index, 0), count - 1);
}

/** The counter text, e.g. "2 / 5". */
export function counterText(index: number, count: number): string {
  return count === 0 ? '0 / 0' : `${clampIndex(index, count) + 1} / ${count}`;
}

/** Whether the carousel should advance by itself right now. */
export function shouldAutoAdvance(state: { count: number; paused: boolean; reducedMotion: boolean }): boolean {
  return state.count > 1 && !state.paused && !state.reducedMotion;
}
