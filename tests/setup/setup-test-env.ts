import { afterEach, beforeEach, vi } from 'vitest';

// A stray console.error during a test fails it (docs/architecture.md, Epic Stack setup-test-env).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test: ${JSON.stringify(errors[0])}`);
  }
});
