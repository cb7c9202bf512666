// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useAsync } from './use-async';

function Product({ load, name = 'shop:product:1' }: { load: () => Promise<string>; name?: string }) {
  const product = useAsync(load, name);
  return (
    <>
      <p>{product.status === 'success' ? product.data : 'Chargement'}</p>
      <button type="button" onClick={product.reload}>
        Recharger
      </button>
    </>
  );
}

describe('useAsync', () => {
  it('loads in the browser, and again on reload', async () => {
    const load = vi.fn(() => Promise.resolve('Wallbox Pulsar'));
    render(<Product load={load} />);
    screen.getByText('Chargement');
    await screen.findByText('Wallbox Pulsar');
    await act(async () => screen.getByRole('button', { name: 'Recharger' }).click());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never loads during a server render, so the markup matches the first browser render', () => {
    const load = vi.fn(() => Promise.resolve('Wallbox Pulsar'));
    expect(renderToString(<Product load={load} />)).toContain('Chargement');
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the last answer only: a slower earlier load does not overwrite a newer key', async () => {
    let resolveFirst: (value: string) => void = () => {};
    const first = () => new Promise<string>((resolve) => (resolveFirst = resolve));
    const { rerender } = render(<Product load={first} name="a" />);
    rerender(<Product load={() => Promise.resolve('Nouveau')} name="b" />);
    await screen.findByText('Nouveau');
    await act(async () => resolveFirst('Ancien'));
    expect(screen.queryByText('Ancien')).toBeNull();
  });

  it('loads nothing for a null key and renders once: a hydrated page is not rendered again', async () => {
    const load = vi.fn(() => Promise.resolve('Wallbox Pulsar'));
    const rendered = vi.fn();
    function Idle() {
      rendered();
      const state = useAsync(load, null);
      return <p>{state.status}</p>;
    }
    render(<Idle />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    screen.getByText('idle');
    expect(load).not.toHaveBeenCalled();
    expect(rendered).toHaveBeenCalledTimes(1);
  });
});
