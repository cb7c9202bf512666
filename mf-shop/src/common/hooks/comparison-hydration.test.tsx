import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { product } from '../../testing/products';
import { comparisonStore } from '../model/comparison-store';
import { useCompareToggle } from './use-compare-toggle';

// hydrateRoot is driven by act() here, as React Testing Library does for render()
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => comparisonStore.reset());

function CompareButton({ id }: { id: string }) {
  const { isCompared } = useCompareToggle();
  return <button aria-pressed={isCompared(id)}>Comparer</button>;
}

it('hydrates the server markup as it is, then shows the comparison kept in this tab', async () => {
  const kept = product();
  // the server cannot see the tab's storage: its page shows nothing compared
  const container = document.createElement('div');
  container.innerHTML = renderToString(<CompareButton id={kept.id} />);
  expect(container.querySelector('button')?.getAttribute('aria-pressed')).toBe('false');

  comparisonStore.add(kept);
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = vi.fn();
  try {
    const root = await act(async () =>
      hydrateRoot(container, <CompareButton id={kept.id} />, { onRecoverableError: recoverable }),
    );
    expect(container.querySelector('button')?.getAttribute('aria-pressed')).toBe('true');
    act(() => root.unmount());
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError.mock.calls).toEqual([]);
  } finally {
    consoleError.mockRestore();
  }
});
