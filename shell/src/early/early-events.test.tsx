import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, lazy, Suspense, useState, type ReactNode } from 'react';
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

describe('what is done to a part of a region that has hydrated, before the part has', () => {
  beforeAll(() => keepEarlyEvents());

  /** The installation switch of a cart line: the line is a part, in a boundary of its own. */
  function Switch() {
    const [on, setOn] = useState(false);
    return (
      <label>
        <input type="checkbox" role="switch" checked={on} onChange={() => setOn(!on)} />
        <output>{on ? 'oui' : 'non'}</output>
      </label>
    );
  }
  function Page({ part }: { part: ReactNode }) {
    return (
      <main>
        <h1>Panier</h1>
        <Suspense fallback={null}>{part}</Suspense>
      </main>
    );
  }

  /** The page hydrated, with `part` (served) still waiting for its code; `arrive` brings it. */
  async function withPendingPart(Part: () => ReactNode) {
    document.body.innerHTML = `<div id="root">${renderToString(<Page part={<Part />} />)}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    let resolvePart: (module: { default: typeof Part }) => void = () => undefined;
    const LatePart = lazy(() => new Promise<{ default: typeof Part }>((resolve) => (resolvePart = resolve)));
    await act(async () => {
      root = hydrateRoot(container, <Page part={<LatePart />} />);
    });
    await act(() => replayEarlyEvents('page'));
    const arrive = async () => {
      await act(async () => resolvePart({ default: Part }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    };
    return { container, arrive };
  }

  it('a box ticked while its part hydrates is the page’s, once, when the part has hydrated', async () => {
    const { container, arrive } = await withPendingPart(Switch);
    const box = container.querySelector('input') as HTMLInputElement;
    const said = container.querySelector('output') as HTMLOutputElement;

    act(() => box.click());
    expect(box.checked, 'the box shows the tick at once').toBe(true);
    await arrive();
    expect(said.textContent, 'the page heard the tick').toBe('oui');
    expect(box.checked).toBe(true);

    act(() => box.click());
    expect(said.textContent, 'the page answers the next tick itself, once').toBe('non');
  });

  it('a box ticked and unticked while its part hydrates is nothing to the page', async () => {
    const { container, arrive } = await withPendingPart(Switch);
    const box = container.querySelector('input') as HTMLInputElement;
    act(() => box.click());
    act(() => box.click());
    await arrive();
    expect(container.querySelector('output')?.textContent).toBe('non');
    expect(box.checked).toBe(false);
  });

  it('text typed while its part hydrates is the page’s when the part has hydrated', async () => {
    function Note() {
      const [text, setText] = useState('');
      return (
        <label>
          Remarque
          <input value={text} onChange={(event) => setText(event.target.value)} />
          <output>{text.length}</output>
        </label>
      );
    }
    const { container, arrive } = await withPendingPart(Note);
    const field = container.querySelector('input') as HTMLInputElement;
    field.value = 'A';
    act(() => field.dispatchEvent(new Event('input', { bubbles: true })));
    await arrive();
    expect(container.querySelector('output')?.textContent, 'one character, in the page’s state').toBe('1');
    expect(field.value).toBe('A');
  });
});
