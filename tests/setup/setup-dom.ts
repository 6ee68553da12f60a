// Component tests (src/client/**/*.test.tsx) render into jsdom with Testing Library
// (docs/architecture.md#rooms-fences-and-tooling). Each test starts from an empty document.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
