// @vitest-environment jsdom
import { act, useDeferredValue } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { useStoreAfterHydration } from './after-hydration';

// hydrateRoot is called here directly (not through Testing Library)
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A store whose value in this browser (3 lines) differs from the one the server rendered (0). */
function savedCartStore() {
  const store = createStore<{ lines: number }>()(() => ({ lines: 0 }));
  store.setState({ lines: 3 });
  return store;
}

let renders: { lines: number; deferred: number }[] = [];
function CartCount({ store }: { store: ReturnType<typeof savedCartStore> }) {
  const lines = useStoreAfterHydration(store, (state) => state.lines);
  // an urgent render hands the previous value to useDeferredValue; a transition hands the new one
  const deferred = useDeferredValue(lines);
  renders.push({ lines, deferred });
  return <span>{lines}</span>;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  renders = [];
  document.body.innerHTML = '';
});

async function hydrated(store: ReturnType<typeof savedCartStore>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<CartCount store={store} />);
  document.body.append(container);
  expect(container.textContent).toBe('0');
  renders = [];
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <CartCount store={store} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  expect(errors).toEqual([]);
  return container;
}

it("hydrates with the server's value, then shows this browser's in a transition, never an urgent render", async () => {
  const container = await hydrated(savedCartStore());
  expect(renders[0]).toEqual({ lines: 0, deferred: 0 });
  expect(container.textContent).toBe('3');
  // the render that brought 3 was not urgent: useDeferredValue had 3 at once
  expect(renders.filter((render) => render.lines === 3 && render.deferred !== 3)).toEqual([]);
});

it('shows later changes of the store as they happen', async () => {
  const store = savedCartStore();
  const container = await hydrated(store);
  act(() => store.setState({ lines: 4 }));
  expect(container.textContent).toBe('4');
});

it("shows this browser's value at once in a component mounted after the page hydrated", () => {
  const { container } = render(<CartCount store={savedCartStore()} />);
  expect(renders).toEqual([{ lines: 3, deferred: 3 }]);
  expect(container.textContent).toBe('3');
});
