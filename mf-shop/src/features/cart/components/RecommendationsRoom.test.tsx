import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { observeByHand } from '../../../testing/intersection';
import { UiProvider } from '@chargemaroc/shared/ui/provider';
import { RecommendationsRoom } from './RecommendationsRoom';

let viewport: ReturnType<typeof observeByHand>;

describe("the cart's recommendations room", () => {
  beforeEach(() => {
    viewport = observeByHand();
  });
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
    act(() => viewport.report(true));
    expect(screen.getByRole('heading', { name: 'Recommandé pour vous' })).toBeTruthy();
  });
});
