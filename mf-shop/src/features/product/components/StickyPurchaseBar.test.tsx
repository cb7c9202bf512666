import { act, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { observeByHand } from '../../../testing/intersection';
import { renderWithShell } from '@chargemaroc/shared/testing/render';
import { StickyPurchaseBar } from './StickyPurchaseBar';

let viewport: ReturnType<typeof observeByHand>;

function renderBar() {
  const watched = createRef<HTMLButtonElement>();
  renderWithShell(
    <>
      <button ref={watched}>Ajouter au panier</button>
      <StickyPurchaseBar watched={watched} amount={8200}>
        <button>Ajouter au panier : Pulsar Plus</button>
      </StickyPurchaseBar>
    </>,
  );
  // the element that shows or hides the bar and the room it keeps at the end of the page
  return screen.getByTestId('sticky-purchase-bar').parentElement!;
}

describe("the product's purchase bar on a phone", () => {
  beforeEach(() => {
    viewport = observeByHand();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is in the page from the start, hidden, so that showing it draws nothing new', () => {
    const bar = renderBar();
    expect(bar.dataset.shown).toBe('false');
    expect(
      screen.getByRole('button', { name: 'Ajouter au panier : Pulsar Plus', hidden: true }),
    ).toBeTruthy();
  });

  it("shows while the panel's own button is out of sight, and hides once it is in sight", () => {
    const bar = renderBar();
    act(() => viewport.report(false));
    expect(bar.dataset.shown).toBe('true');
    act(() => viewport.report(true));
    expect(bar.dataset.shown).toBe('false');
  });
});
