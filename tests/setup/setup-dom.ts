// Component tests (src/client/**/*.test.tsx) render into jsdom with Testing Library
// (docs/architecture.md#rooms-fences-and-tooling). Each test starts from an empty document.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '../../src/client/components/ui/toast';

// The toasts live in their module, which the files of a worker share (vitest.config.ts): none is
// left for the next test. A modal dialog (Radix) sets `pointer-events: none` on <body> while it is
// open; one unmounted by cleanup before its layer let go would leave the next test's buttons
// unclickable, so the body's inline style is cleared too.
afterEach(() => {
  cleanup();
  clearToasts();
  document.body.removeAttribute('style');
});

// findBy… and waitFor wait up to 5 s, not 1 s: on a loaded 2-core machine a first render with its
// requests can take over a second, and a test must not fail for being slow.
configure({ asyncUtilTimeout: 5000 });

// What jsdom lacks and Radix or our pages call: pointer capture (a toast's swipe, on any click
// inside it), scrollIntoView (Select, the customizer's focus move, the Orders tab's pager) and
// window.scrollTo (the confirmation scrolls to the top). No-ops, as a browser without a layout
// would answer.
const element = Element.prototype as Partial<Element>;
element.hasPointerCapture ??= () => false;
element.setPointerCapture ??= () => undefined;
element.releasePointerCapture ??= () => undefined;
element.scrollIntoView ??= () => undefined;
window.scrollTo = () => undefined;
