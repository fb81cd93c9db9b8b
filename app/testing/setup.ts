import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Browser mode keeps the page between tests: each test starts from an empty one.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
