import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepEarlyEvents, replayEarlyEvents } from './early-events';

/** A list's controls as the sections have them: a tap that adds, a box that toggles, a sort. */
function ListControls() {
  const [added, setAdded] = useState(0);
  const [brands, setBrands] = useState<string[]>([]);
  const [sort, setSort] = useState('name');
  const toggle = (brand: string) =>
    setBrands((current) =>
      current.includes(brand) ? current.filter((b) => b !== brand) : [...current, brand],
    );
  return (
    <main>
      <button type="button" onClick={() => setAdded((count) => count + 1)}>
        Ajouter au panier
      </button>
      <label>
        <input type="checkbox" checked={brands.includes('tesla')} onChange={() => toggle('tesla')} />
        Tesla
      </label>
      <select aria-label="Trier par" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="name">Nom A-Z</option>
        <option value="price">Prix croissant</option>
      </select>
      <output>{`${added}|${brands.join(',')}|${sort}`}</output>
    </main>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

function served() {
  document.body.innerHTML = `<div id="root">${renderToString(<ListControls />)}</div>`;
  const container = document.getElementById('root') as HTMLElement;
  return {
    container,
    button: container.querySelector('button') as HTMLButtonElement,
    box: container.querySelector('input') as HTMLInputElement,
    select: container.querySelector('select') as HTMLSelectElement,
    output: container.querySelector('output') as HTMLOutputElement,
  };
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('what is done to the served page before its region hydrates', () => {
  beforeAll(() => keepEarlyEvents());

  it('takes effect once, through the page’s own handlers, when the region has hydrated', async () => {
    const { container, button, box, select, output } = served();
    button.click();
    box.click();
    choose(select, 'price');
    expect(box.checked, 'the box shows the tick at once').toBe(true);
    await act(async () => {
      root = hydrateRoot(container, <ListControls />);
    });
    expect(output.textContent, 'nothing reached the page before it hydrated').toBe('0||name');

    await act(() => replayEarlyEvents('page'));
    expect(output.textContent).toBe('1|tesla|price');
    expect(box.checked).toBe(true);
    expect(select.value).toBe('price');

    await act(() => replayEarlyEvents('page'));
    act(() => button.click());
    expect(output.textContent, 'the page answers later taps itself, and nothing twice').toBe('2|tesla|price');
  });

  it('a kept tap shows at once that it was taken, until the page answers it', async () => {
    const { container, button, output } = served();
    button.click();
    expect(button.getAttribute('aria-busy'), 'busy while kept').toBe('true');
    expect(button.style.opacity).toBe('0.6');
    await act(async () => {
      root = hydrateRoot(container, <ListControls />);
    });
    await act(() => replayEarlyEvents('page'));
    expect(output.textContent).toBe('1||name');
    expect(button.hasAttribute('aria-busy'), 'no longer busy once answered').toBe(false);
    expect(button.hasAttribute('style'), 'the served button is as it was').toBe(false);
  });

  it('a control React has taken over before its region is marked answers at once, and once', async () => {
    const { container, button, box, output } = served();
    await act(async () => {
      root = hydrateRoot(container, <ListControls />);
    });
    act(() => button.click());
    act(() => box.click());
    expect(output.textContent, 'the page answered the taps itself').toBe('1|tesla|name');
    await act(() => replayEarlyEvents('page'));
    expect(output.textContent, 'nothing was kept to do again').toBe('1|tesla|name');
  });

  it('a box ticked then unticked before, and a choice taken back, are nothing to replay', async () => {
    const { container, box, select, output } = served();
    box.click();
    box.click();
    choose(select, 'price');
    choose(select, 'name');
    await act(async () => {
      root = hydrateRoot(container, <ListControls />);
    });
    await act(() => replayEarlyEvents('page'));
    expect(output.textContent).toBe('0||name');
  });

  it('a folding panel opens at once, and is open once the tap is the page’s', async () => {
    function Folding() {
      const [open, setOpen] = useState(false);
      return (
        <main>
          <button type="button" aria-expanded={open} aria-controls="panel" onClick={() => setOpen(!open)}>
            Filtres
          </button>
          <div id="panel" hidden={!open}>
            Marques
          </div>
        </main>
      );
    }
    document.body.innerHTML = `<div id="root">${renderToString(<Folding />)}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const button = container.querySelector('button') as HTMLButtonElement;
    const panel = container.querySelector('#panel') as HTMLElement;
    button.click();
    expect(button.getAttribute('aria-expanded'), 'the button says so before the page responds').toBe('true');
    expect(panel.hidden, 'the panel opens before the page responds').toBe(false);
    await act(async () => {
      root = hydrateRoot(container, <Folding />);
    });
    await act(() => replayEarlyEvents('page'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    act(() => button.click());
    expect(panel.hidden, 'the page folds it on the next tap').toBe(true);
  });
});
