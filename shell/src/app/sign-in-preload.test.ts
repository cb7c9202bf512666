// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { signInTestUser } from '@chargemaroc/shared/testing/session';
import { preloadSignInPage } from './sign-in-preload';

function withSaveData(saveData: boolean) {
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
  sessionStore.getState().signOut();
  withSaveData(false);
});

describe('the sign-in page fetched ahead', () => {
  it('is fetched for a signed-out visitor', () => {
    const load = vi.fn(() => Promise.resolve());
    preloadSignInPage(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not fetched for a signed-in visitor, nor with Save-Data', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    withSaveData(true);
    preloadSignInPage(load);
    withSaveData(false);
    signInTestUser();
    preloadSignInPage(load);
    vi.runAllTimers();
    expect(load).not.toHaveBeenCalled();
  });
});
