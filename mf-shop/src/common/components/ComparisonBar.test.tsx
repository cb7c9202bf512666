import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCompareToggle } from '../hooks/use-compare-toggle';
import { comparisonStore } from '../model/comparison-store';
import { answerApi } from '@chargemaroc/shared/testing/network';
import { backendProduct, product } from '../../testing/products';
import { renderWithShell } from '@chargemaroc/shared/testing/render';
import { ComparisonBar } from './ComparisonBar';

const products = [
  product({ documentId: 'a', Name: 'Alpha', Indicedeprotection: 'IP54' }),
  product({ documentId: 'b', Name: 'Beta', Indicedeprotection: 'IP65' }),
  product({ documentId: 'c', Name: 'Gamma' }),
  product({ documentId: 'd', Name: 'Delta' }),
];

function Picker() {
  const { toggle, isCompared } = useCompareToggle();
  return (
    <>
      {products.map((item) => (
        <button key={item.id} aria-pressed={isCompared(item.id)} onClick={() => toggle(item)}>
          {`Comparer ${item.name}`}
        </button>
      ))}
      <ComparisonBar />
    </>
  );
}

beforeEach(() => {
  // The table reads each product's full specifications; Beta's cable is only known there.
  answerApi(({ path }) =>
    path === '/produits/b'
      ? {
          status: 200,
          body: {
            data: backendProduct(2, {
              documentId: 'b',
              Name: 'Beta',
              Brand: 'Wallbox',
              Indicedeprotection: 'IP65',
              Cable: 'Câble 5 m',
            }),
          },
        }
      : undefined,
  );
});
afterEach(() => {
  comparisonStore.reset();
});

describe('ComparisonBar', { timeout: 20_000 }, () => {
  it('shows nothing until a product is picked', () => {
    renderWithShell(<ComparisonBar />);
    expect(screen.queryByRole('complementary', { name: 'Comparaison de produits' })).toBeNull();
  });

  it('takes 3 products, refuses a 4th, and shows them side by side', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<Picker />);
    for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta']) {
      await user.click(screen.getByRole('button', { name: `Comparer Wallbox ${name}` }));
    }
    const bar = screen.getByRole('complementary', { name: 'Comparaison de produits' });
    within(bar).getByText('3/3 produits à comparer');
    expect(screen.getByRole('button', { name: 'Comparer Wallbox Delta' }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    await user.click(within(bar).getByRole('button', { name: 'Comparer' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Caractéristique', 'Wallbox Alpha', 'Wallbox Beta', 'Wallbox Gamma']);
    const protection = within(dialog).getByRole('rowheader', { name: 'Indice de protection' }).closest('tr')!;
    expect([...protection.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'IP54',
      'IP65',
      'IP54',
    ]);
    const cable = within(dialog).getByRole('rowheader', { name: 'Câble' }).closest('tr')!;
    await waitFor(() =>
      expect([...cable.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
        '—',
        'Câble 5 m',
        '—',
      ]),
    );
  });

  it('removes one product from the bar', async () => {
    const user = userEvent.setup({ delay: null });
    comparisonStore.add(products[0]!);
    comparisonStore.add(products[1]!);
    renderWithShell(<ComparisonBar />);
    await user.click(screen.getByRole('button', { name: 'Retirer Wallbox Alpha de la comparaison' }));
    expect(comparisonStore.getItems().map((item) => item.id)).toEqual(['b']);
  });
});
