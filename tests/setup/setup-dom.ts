// Component tests (src/client/**/*.test.tsx) render into jsdom with Testing Library
// (docs/architecture.md#rooms-fences-and-tooling). Each test starts from an empty document.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// What jsdom lacks and Radix calls (pointer capture in Toast's swipe, scrolling into view in
// Select and the customizer's focus move): no-ops, as a browser without a layout would do.
const element: Partial<Element> = Element.prototype;
if (typeof element.hasPointerCapture !== 'function') {
  element.hasPointerCapture = () => false;
  element.setPointerCapture = () => undefined;
  element.releasePointerCapture = () => undefined;
}
if (typeof element.scrollIntoView !== 'function') element.scrollIntoView = () => undefined;
// jsdom has no scrolling: the confirmation scrolls to the top.
window.scrollTo = () => undefined;
