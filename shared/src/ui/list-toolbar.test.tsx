import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from './provider';
import { ListToolbar } from './list-toolbar';

const labels = { search: 'Rechercher un produit', searchPlaceholder: 'Nom…', sort: 'Trier par' };
const sorts = [
  { value: 'name', label: 'Nom A-Z' },
  { value: 'price-low', label: 'Prix croissant' },
] as const;

function renderToolbar(debounceMs?: number) {
  const onSearch = vi.fn();
  const onSort = vi.fn();
  render(
    <UiProvider>
      <ListToolbar
        labels={labels}
        search=""
        sort="name"
        sorts={sorts}
        onSearch={onSearch}
        onSort={onSort}
        debounceMs={debounceMs}
      />
    </UiProvider>,
  );
  return { onSearch, onSort };
}

describe('ListToolbar', () => {
  it('sends the search by its button, trimmed, and the sort when chosen', async () => {
    const { onSearch, onSort } = renderToolbar();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un produit' }), ' câble ');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(onSearch).toHaveBeenCalledWith('câble');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'price-low');
    expect(onSort).toHaveBeenCalledWith('price-low');
  });

  it('searches as the shopper types, once, after the pause, when it has no button', async () => {
    const { onSearch } = renderToolbar(50);
    expect(screen.queryByRole('button', { name: 'Rechercher' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un produit' }), 'tesla');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('tesla'));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
