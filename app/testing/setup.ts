import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A page's own code loads lazily on first visit; on a busy two-core machine that can take seconds.
configure({ asyncUtilTimeout: 5000 });

// Browser mode keeps the page between tests: each test starts from an empty one.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
