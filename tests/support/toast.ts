/**
 * A toast's action button (Undo) once a pointer can press it. Radix Toast keeps its viewport
 * `pointer-events: none` until an effect has counted the new toast, a moment after the toast's
 * text is in the page (src/client/components/ui/toast.tsx); on a loaded machine a test that
 * clicks as soon as the text shows can land in that moment.
 */
import { screen, waitFor } from '@testing-library/react';

/** Resolves to the button named `name` once neither it nor any ancestor has `pointer-events: none`. */
export function findToastAction(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const button = screen.getByRole('button', { name });
    for (let element: Element | null = button; element; element = element.parentElement) {
      if (getComputedStyle(element).pointerEvents === 'none') throw new Error(`The toast's ${name} does not take a pointer yet`);
    }
    return button;
  });
}
