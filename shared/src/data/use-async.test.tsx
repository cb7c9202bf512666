// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageDataContext, type PageDataSource } from './page-data';
import { useAsync } from './use-async';

function pageData(entries: Record<string, unknown>): PageDataSource & { released: string[] } {
  const values = new Map(Object.entries(entries));
  const released: string[] = [];
  return {
    released,
    read: <T,>(key: string) =>
      values.has(key) ? { found: true, value: values.get(key) as T } : { found: false },
    release: (key) => {
      released.push(key);
      values.delete(key);
    },
  };
}

function Product({ load }: { load: () => Promise<string> }) {
  const product = useAsync(load, 'shop:product:1');
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
  it('shows the data the page was rendered with at once, without loading it again', () => {
    const load = vi.fn(() => Promise.resolve('Wallbox Pulsar Plus'));
    const source = pageData({ 'shop:product:1': 'Wallbox Pulsar' });
    render(
      <PageDataContext.Provider value={source}>
        <Product load={load} />
      </PageDataContext.Provider>,
    );
    expect(screen.getByText('Wallbox Pulsar')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(source.released).toEqual(['shop:product:1']);
  });

  it('loads when the page brought nothing, and again on reload', async () => {
    const load = vi.fn(() => Promise.resolve('Wallbox Pulsar'));
    render(
      <PageDataContext.Provider value={pageData({})}>
        <Product load={load} />
      </PageDataContext.Provider>,
    );
    expect(screen.getByText('Chargement')).toBeTruthy();
    expect(await screen.findByText('Wallbox Pulsar')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Recharger' }).click());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads fresh data after a page-rendered first view', async () => {
    const load = vi.fn(() => Promise.resolve('Wallbox Pulsar Plus'));
    render(
      <PageDataContext.Provider value={pageData({ 'shop:product:1': 'Wallbox Pulsar' })}>
        <Product load={load} />
      </PageDataContext.Provider>,
    );
    await act(async () => screen.getByRole('button', { name: 'Recharger' }).click());
    expect(await screen.findByText('Wallbox Pulsar Plus')).toBeTruthy();
  });
});
