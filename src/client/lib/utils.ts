import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, letting later Tailwind classes win (shadcn's cn). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map now (its first call does; about 6-10 ms here), so that the
 * boot script can run it as a task of its own before the app hydrates, instead of inside
 * the first render that calls `cn` (docs/decisions/098-short-tasks-after-first-paint.md).
 */
export function warmUpClassMerge(): void {
  twMerge('px-1 px-2');
}
