import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A page's navigation runs its loader, then renders a grid of design-system cards in jsdom: on a busy
// CI machine that takes longer than the library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
