import { act, useDeferredValue } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useHydrated, useHydratedUnhurried } from './use-hydrated';

// hydrateRoot is called here directly (not through Testing Library, which says so itself)
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let seen: boolean[] = [];
function BrowserOnly() {
  const hydrated = useHydratedUnhurried();
  seen.push(hydrated);
  return <p>{hydrated ? 'navigateur' : 'serveur'}</p>;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  seen = [];
  document.body.innerHTML = '';
});

it('is false on the server and while the page hydrates, then true once it has', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<BrowserOnly />);
  document.body.append(container);
  expect(container.textContent).toBe('serveur');
  seen = [];
  await act(async () => {
    root = hydrateRoot(container, <BrowserOnly />);
  });
  expect(seen[0]).toBe(false);
  expect(container.textContent).toBe('navigateur');
});

it('is true at once in a part mounted after the page hydrated (a client navigation)', () => {
  render(<BrowserOnly />);
  expect(seen).toEqual([true]);
});

it('turns true after hydrating in a transition, never in an urgent render', async () => {
  const renders: { hydrated: boolean; deferred: boolean }[] = [];
  function Gate() {
    const hydrated = useHydrated();
    // an urgent render hands the previous value to useDeferredValue; a transition hands the new one
    const deferred = useDeferredValue(hydrated);
    renders.push({ hydrated, deferred });
    return <p>{hydrated ? 'navigateur' : 'serveur'}</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Gate />);
  document.body.append(container);
  renders.length = 0;
  await act(async () => {
    root = hydrateRoot(container, <Gate />);
  });
  expect(renders[0]).toEqual({ hydrated: false, deferred: false });
  expect(container.textContent).toBe('navigateur');
  expect(renders.filter((render) => render.hydrated && !render.deferred)).toEqual([]);
});
