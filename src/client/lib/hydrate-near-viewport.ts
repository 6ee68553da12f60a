/**
 * Sections below the first screen hydrate when the shopper nears them, not with the page
 * (docs/decisions/095-home-sections-hydrate-near-the-viewport.md). React keeps a prerendered
 * Suspense boundary's HTML as it is while the lazy component inside it has not loaded, so
 * the section is painted and readable at once, and costs no script until it is needed.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';

/** How far outside the viewport a section starts loading (px): about a screen of scrolling. */
export const NEAR_VIEWPORT_MARGIN_PX = 800;

/** What the shopper does inside a section that must wake it at once, even off screen. */
const WAKING_EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'input'] as const;

/**
 * Resolves when the element with this id comes within `marginPx` of the viewport, or something
 * inside it is focused, pressed or typed into; at once when there is no such element (a
 * client-side render, where nothing was prerendered) or no IntersectionObserver.
 */
export function whenNearViewport(id: string, marginPx: number = NEAR_VIEWPORT_MARGIN_PX): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      observer.disconnect();
      for (const name of WAKING_EVENTS) element.removeEventListener(name, wake, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
      rootMargin: `${marginPx}px 0px`,
    });
    observer.observe(element);
    for (const name of WAKING_EVENTS) element.addEventListener(name, wake, { capture: true, passive: true });
  });
}

/**
 * A lazy component whose code loads once the prerendered section `id` nears the viewport
 * (`whenNearViewport`); render it inside its own `<Suspense>`. `load` is the `import()` of the
 * module and `name` its exported component.
 */
export function lazyNearViewport<M extends Record<string, unknown>, K extends keyof M>(
  id: string,
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async () => {
    await whenNearViewport(id);
    return { default: (await load())[name] as ComponentType };
  });
}

/** A component that never loads: the Suspense boundary it is rendered in keeps its prerendered HTML. */
const KeptAsPrerendered = lazy(() => new Promise<never>(() => {}));

/**
 * A section with nothing to hydrate (no state, no handlers; its links work as plain links):
 * on the prerendered page React never hydrates it and never loads `Component`'s code, so its
 * HTML stays as the server rendered it
 * (docs/decisions/193-guest-static-sections-never-hydrate.md). When this element mounts and
 * there is no element with this id (a client-side render, after navigating within the app),
 * `Component` renders, a lazy one loading at once. Render it inside its own `<Suspense>`, as a
 * module-level element (docs/decisions/095).
 */
export function keepPrerendered(id: string, Component: ComponentType): ComponentType {
  function StaticSection() {
    const [prerendered] = useState(() => typeof document !== 'undefined' && document.getElementById(id) !== null);
    return createElement(prerendered ? KeptAsPrerendered : Component);
  }
  StaticSection.displayName = `KeepPrerendered(${id})`;
  return StaticSection;
}
