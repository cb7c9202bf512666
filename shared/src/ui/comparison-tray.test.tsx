import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from './provider';
import { ComparisonTray } from './comparison-tray';

const labels = {
  tray: 'Comparaison de produits',
  count: '2/3 produits à comparer',
  open: 'Comparer',
  clear: 'Vider',
  remove: 'Retirer {name} de la comparaison',
};
const items = [
  { id: 'a', name: 'Wallbox Pulsar' },
  { id: 'b', name: 'Zaptec Go' },
];

function renderTray(picked = items) {
  const onRemove = vi.fn();
  const onClear = vi.fn();
  render(
    <UiProvider>
      <ComparisonTray
        labels={labels}
        items={picked}
        onRemove={onRemove}
        onClear={onClear}
        renderComparison={(close) => (
          <div role="dialog" aria-label="Tableau">
            <button onClick={close}>Fermer</button>
          </div>
        )}
      />
    </UiProvider>,
  );
  return { onRemove, onClear };
}

describe('ComparisonTray', () => {
  it('is not drawn while nothing is picked', () => {
    renderTray([]);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('lists the picks, each removable, and empties the whole', async () => {
    const { onRemove, onClear } = renderTray();
    const tray = screen.getByRole('complementary', { name: 'Comparaison de produits' });
    expect(tray.textContent).toContain('2/3 produits à comparer');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Wallbox Pulsar',
      'Zaptec Go',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer Zaptec Go de la comparaison' }));
    expect(onRemove).toHaveBeenCalledWith('b');
    await userEvent.click(screen.getByRole('button', { name: 'Vider' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('opens the comparison, which closes itself', async () => {
    renderTray();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Comparer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
