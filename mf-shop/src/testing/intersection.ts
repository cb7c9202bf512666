import { vi } from 'vitest';

/**
 * An IntersectionObserver the test drives, in place of the browser's: `report(isIntersecting)` tells
 * the last observer made whether its element is in sight. Undo with `vi.unstubAllGlobals()`.
 */
export function observeByHand() {
  let report: (isIntersecting: boolean) => void = () => undefined;
  class ManualObserver {
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      report = (isIntersecting) => callback([{ isIntersecting }]);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', ManualObserver);
  return { report: (isIntersecting: boolean) => report(isIntersecting) };
}
