/** What a page reports as going wrong, for e2e specs that expect none. */
import type { Page } from '@playwright/test';

/**
 * Collects the page's console errors and warnings and its uncaught errors from now on, as
 * lines; Chromium's software-GL notices about the 3D preview's ReadPixels are not ours and are left out.
 */
export function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('GL Driver Message')) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
