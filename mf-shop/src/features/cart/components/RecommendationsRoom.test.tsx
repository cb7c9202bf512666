import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@chargemaroc/shared/ui/provider';
import { RecommendationsRoom } from './RecommendationsRoom';

let report: (isIntersecting: boolean) => void = () => undefined;

class WatchingObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    report = (isIntersecting) => callback([{ isIntersecting }]);
  }
  observe() {}
  disconnect() {}
}

describe("the cart's recommendations room", () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', WatchingObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('draws what it holds only once the shopper nears it', () => {
    render(
      <UiProvider>
        <RecommendationsRoom>
          <h2>Recommandé pour vous</h2>
        </RecommendationsRoom>
      </UiProvider>,
    );
    expect(screen.queryByRole('heading', { name: 'Recommandé pour vous' })).toBeNull();
    act(() => report(true));
    expect(screen.getByRole('heading', { name: 'Recommandé pour vous' })).toBeTruthy();
  });
});
