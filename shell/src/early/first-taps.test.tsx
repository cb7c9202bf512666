import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepEarlyEvents, replayEarlyEvents } from './early-events';
import { FIRST_TAPS_SCRIPT } from './first-taps.mjs';

function Card() {
  const [added, setAdded] = useState(0);
  const [compared, setCompared] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setAdded((count) => count + 1)}>
        Ajouter au panier
      </button>
      <label>
        <input type="checkbox" checked={compared} onChange={() => setCompared(!compared)} />
        Comparer
      </label>
      <output>{`${added}|${compared}`}</output>
    </main>
  );
}

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

describe("what is done before the page's first script arrives", () => {
  it("is kept by the page's first lines, then done once when its region hydrates", async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Card />)}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const button = container.querySelector('button') as HTMLButtonElement;
    const box = container.querySelector('input') as HTMLInputElement;
    // the page's first lines (inline in its head) run at once; its script comes later
    window.eval(FIRST_TAPS_SCRIPT);
    button.click();
    box.click();

    keepEarlyEvents();
    expect(button.getAttribute('aria-busy'), 'the tap shows it was taken once the script is there').toBe(
      'true',
    );
    await act(async () => {
      root = hydrateRoot(container, <Card />);
    });
    await act(() => replayEarlyEvents('page'));
    const output = container.querySelector('output') as HTMLOutputElement;
    expect(output.textContent).toBe('1|true');

    act(() => button.click());
    expect(output.textContent, 'the first lines keep nothing more: the page answers, once').toBe('2|true');
  });
});
