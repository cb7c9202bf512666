import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { installationPhotosStore } from '@chargemaroc/shared/stores/installation-photos';
import { forgetCatalogue } from '../../../common/api/products';
import { answerApi, strapiPage, type ApiHandler } from '@chargemaroc/shared/testing/network';
import { backendProduct } from '../../../testing/products';
import { renderRoute } from '@chargemaroc/shared/testing/render';
import { productLoader } from '../api/product-loader';
import { ProductLoadError, ProductPage } from './ProductPage';

const pulsar = backendProduct(1, {
  documentId: 'pulsar',
  Name: 'Pulsar Plus',
  Brand: 'Wallbox',
  isNew: true,
  rating: 4.7,
  reviewCount: 31,
  stock: 3,
  features: ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7'],
  tags: ['wifi', 'maison'],
  longDescription: 'Premier paragraphe.\n\nSecond paragraphe.',
});
const quoteOnly = backendProduct(2, {
  documentId: 'quote',
  Name: 'Borne parking',
  price: null,
  category: 'commercial',
});
const twin = backendProduct(3, { documentId: 'twin', Name: 'Pulsar Max', Brand: 'Wallbox' });
const cable = backendProduct(4, {
  documentId: 'cable',
  // compatible: the charger's maker's own cable
  Name: 'Câble Type 2 – Type 2',
  Brand: 'Wallbox',
  category: 'cables',
  Connectivite: 'WiFi',
  price: 900,
});

const handler: ApiHandler = ({ path }) => {
  if (path === '/produits/pulsar') return { status: 200, body: { data: pulsar } };
  if (path === '/produits/quote') return { status: 200, body: { data: quoteOnly } };
  if (path === '/produits')
    return { status: 200, body: strapiPage([pulsar, quoteOnly, twin, cable], 1, 100) };
  if (path.startsWith('/produits/')) return { status: 404, body: null };
  return undefined;
};

let api: ReturnType<typeof answerApi>;
const user = () => userEvent.setup({ delay: null });
const open = (id: string) =>
  renderRoute(<ProductPage />, {
    loader: productLoader,
    ErrorBoundary: ProductLoadError,
    route: `/produit/${id}`,
    path: '/produit/:id',
  });

beforeEach(() => {
  forgetCatalogue();
  api = answerApi(handler);
});
afterEach(() => {
  cartStore.getState().clear();
});

describe('ProductPage', { timeout: 30_000 }, () => {
  it('shows the product, its badges, six features, sixteen specifications and suggestions', async () => {
    await open('pulsar');
    await screen.findByRole('heading', { level: 1, name: 'Wallbox Pulsar Plus' });
    const badges = screen.getByTestId('product-badges').textContent;
    expect(badges).toContain('Nouveau');
    expect(badges).toContain('Populaire');
    expect(badges).toContain('En stock');
    expect(screen.getByTestId('product-features').children).toHaveLength(6);
    expect(within(screen.getByTestId('specifications')).getAllByRole('row')).toHaveLength(16);
    screen.getByText('(31 avis)');
    await screen.findByRole('heading', { name: 'Vous pourriez aussi aimer' });
    await screen.findByRole('heading', { name: 'Produits compatibles' });
    await screen.findByTestId('reviews-unavailable');
  });

  it('bounds the quantity by the stock', async () => {
    await open('pulsar');
    const more = await screen.findByRole('button', { name: 'Augmenter la quantité' });
    for (let i = 0; i < 5; i += 1) if (!(more as HTMLButtonElement).disabled) await user().click(more);
    expect(screen.getByTestId('purchase-quantity').textContent).toBe('3');
    expect((more as HTMLButtonElement).disabled).toBe(true);
  });

  it('requires an estimate before adding with the installation, then adds 2 with it', async () => {
    await open('pulsar');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Augmenter la quantité' }));
    await u.click(screen.getByRole('switch', { name: "Service d'installation" }));
    // a native switch: the price follows the click at once
    expect(screen.getByTestId('purchase-unit-price').textContent).toMatch(/4.845,00/);
    await screen.findByRole('heading', { name: "Estimation du coût d'installation" }, { timeout: 8000 });
    await u.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('switch', { name: "Service d'installation" })).toHaveProperty('checked', false);

    await u.click(screen.getByRole('switch', { name: "Service d'installation" }));
    await screen.findByRole('heading', { name: "Estimation du coût d'installation" }, { timeout: 8000 });
    await u.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(cartStore.getState().items).toHaveLength(0);

    await u.selectOptions(screen.getByLabelText(/^Ville/), 'Casablanca');
    await u.selectOptions(screen.getByLabelText(/^Puissance souscrite/), '9');
    await u.upload(
      screen.getByLabelText(/Photo du disjoncteur/),
      new File(['x'], 'tableau.jpg', { type: 'image/jpeg' }),
    );
    await u.click(screen.getByRole('button', { name: "Valider l'estimation" }));
    await u.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    const [line] = cartStore.getState().items;
    expect(line).toMatchObject({
      id: 'pulsar',
      quantity: 2,
      // every answer and the photo go with the line, so the cart's 'Modifier' reopens them all
      installationService: {
        wanted: true,
        cost: 1500,
        inputs: expect.objectContaining({ city: 'Casablanca', subscribedPower: 9 }),
      },
    });
    expect(installationPhotosStore.getState().photos.pulsar?.file.name).toBe('tableau.jpg');
    await screen.findByRole('link', { name: 'Voir le panier' });
  });

  it('offers a quote instead of a price when there is none', async () => {
    await open('quote');
    // once on screen: the phone's purchase bar, served hidden, says it too
    const shown = (await screen.findAllByText('Prix sur demande')).filter(
      (element) => !element.closest('[data-shown="false"]'),
    );
    expect(shown).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Demander un devis' }).getAttribute('href')).toMatch(
      /^\/contact\?produit=.+/,
    );
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  });

  it("says 'Produit non trouvé' for an unknown id", async () => {
    await open('nothing-here');
    await screen.findByRole('heading', { level: 1, name: 'Produit non trouvé' });
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === '/produits/nothing-here')).toBe(true),
    );
  });
});
