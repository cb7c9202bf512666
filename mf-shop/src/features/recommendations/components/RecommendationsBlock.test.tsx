import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { forgetCatalogue } from '../../../common/api/products';
import { answerApi, strapiPage } from '@chargemaroc/shared/testing/network';
import { backendProduct } from '../../../testing/products';
import { renderWithShell } from '@chargemaroc/shared/testing/render';
import { RecommendationsBlock } from './RecommendationsBlock';

const catalogue = [
  backendProduct(1, { documentId: 'held', Name: 'Pulsar', Brand: 'Wallbox', rating: 3, reviewCount: 2 }),
  backendProduct(2, { documentId: 'close', Name: 'Commander', Brand: 'Wallbox', rating: 3, reviewCount: 2 }),
  backendProduct(3, {
    documentId: 'star',
    Name: 'Terra',
    Brand: 'ABB',
    category: 'stations',
    powerKw: 50,
    Indicedeprotection: 'IP65',
    Connectivite: '4G',
    price: 290000,
    rating: 5,
    reviewCount: 300,
  }),
];

let api: ReturnType<typeof answerApi>;
const names = () =>
  screen.queryAllByTestId('product-card').map((card) => card.querySelector('h3')?.textContent);

beforeEach(() => {
  forgetCatalogue();
  api = answerApi(({ path }) =>
    path === '/produits' ? { status: 200, body: strapiPage(catalogue, 1, 100) } : undefined,
  );
});
afterEach(() => {
  cartStore.getState().clear();
});

describe('RecommendationsBlock', { timeout: 20_000 }, () => {
  it('shows the trending products under its title, most popular first', async () => {
    renderWithShell(<RecommendationsBlock variant="trending" limit={2} />);
    await screen.findByRole('heading', { level: 2, name: 'Produits tendance' });
    await waitFor(() => expect(names()).toEqual(['ABB Terra', 'Wallbox Pulsar']));
  });

  it('personalises from the cart, leaving out what is already in it', async () => {
    cartStore.getState().addItem({ id: 'held', name: 'Wallbox Pulsar', price: 5100, stock: 10 });
    renderWithShell(<RecommendationsBlock variant="personalized" />);
    await screen.findByRole('heading', { name: 'Recommandé pour vous' });
    await waitFor(() => expect(names()[0]).toBe('Wallbox Commander'));
    expect(names()).not.toContain('Wallbox Pulsar');
  });

  it('personal picks: nothing drawn and nothing read while the shopper holds nothing', async () => {
    const { container } = renderWithShell(<RecommendationsBlock variant="personalized" />);
    renderWithShell(<RecommendationsBlock variant="trending" />);
    await screen.findByRole('heading', { name: 'Produits tendance' });
    expect(screen.queryByRole('heading', { name: 'Recommandé pour vous' })).toBeNull();
    expect(container.querySelector('section, [data-testid="product-skeletons"]')).toBeNull();
    // the one catalogue read is the trending block's
    expect(api.requests.filter((request) => request.path === '/produits')).toHaveLength(1);
  });

  it('shows the spec warning when the catalogue cannot be read', async () => {
    api = answerApi(() => ({ status: 500, body: null }));
    renderWithShell(<RecommendationsBlock />);
    await screen.findByText('Erreur lors du chargement des recommandations');
  });
});
