import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { DESKTOP, setViewport } from './viewport.ts';

/** Without vitest's globals Testing Library cannot unmount by itself: each test starts on an empty desktop page and empty browser storage. */
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  setViewport(DESKTOP.width, DESKTOP.height);
});
