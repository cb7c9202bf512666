import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@chargemaroc/shared/contracts/product';
import { PLACEHOLDER_IMAGE_URL } from '@chargemaroc/shared/contracts/strapi';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { wishlistStore } from '@chargemaroc/shared/stores/wishlist';
import { useProductActions } from '../hooks/use-product-actions';
import { product } from '../../testing/products';
import { renderWithShell } from '@chargemaroc/shared/testing/render';
import { signInTestUser } from '@chargemaroc/shared/testing/session';
import { ProductCard } from './ProductCard';

function ConnectedCard({ item }: { item: Product }) {
  const { addToCart, toggleWishlist } = useProductActions();
  return <ProductCard product={item} onAddToCart={(p) => addToCart(p)} onToggleWishlist={toggleWishlist} />;
}

const renderCard = (item: Product) =>
  renderWithShell(<ConnectedCard item={item} />, { route: '/boutique?category=wallbox' });

afterEach(() => {
  sessionStore.getState().signOut();
  cartStore.getState().clear();
  wishlistStore.getState().clear();
});

describe('ProductCard', () => {
  it('shows brand, category badge, specifications, price and opens the product', () => {
    renderCard(
      product({
        documentId: 'pulsar',
        Name: 'Pulsar Plus',
        Brand: 'Wallbox',
        price: 8000,
        category: 'portable',
      }),
    );
    const card = screen.getByTestId('product-card');
    within(card).getByText('Wallbox');
    within(card).getByText('Chargeurs portables');
    within(card).getByText('7,4 kW');
    within(card).getByText('IP54');
    within(card).getByText('WiFi, Bluetooth');
    expect(within(card).getByTestId('price').textContent).toMatch(/8.000,00\s*MAD/);
    expect(within(card).getByRole('link', { name: 'Wallbox Pulsar Plus' }).getAttribute('href')).toBe(
      '/produit/pulsar',
    );
  });

  it("says 'Épuisé' at stock 0 and forbids adding to the cart", () => {
    renderCard(product({ stock: 0 }));
    expect(screen.getAllByText('Épuisé').length).toBeGreaterThan(0);
    expect(screen.queryByText('Stock limité')).toBeNull();
    expect(screen.queryByRole('button', { name: /Ajouter au panier/ })).toBeNull();
    // the reason on the button
    expect((screen.getByRole('button', { name: /^Épuisé/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([1, 4])("says 'Stock limité' at stock %i", (stock) => {
    renderCard(product({ stock }));
    screen.getByText('Stock limité');
    expect(screen.queryByText('Épuisé')).toBeNull();
  });

  it('says nothing about stock from 5 up', () => {
    renderCard(product({ stock: 5 }));
    expect(screen.queryByText('Stock limité')).toBeNull();
    expect(screen.queryByText('Épuisé')).toBeNull();
  });

  it('shows the rounded discount and the struck original price', () => {
    renderCard(product({ price: 6700, originalPrice: 10000 }));
    screen.getByText('-33 %');
    const struck = document.querySelector('del');
    expect(struck?.textContent).toMatch(/10.000,00\s*MAD/);
  });

  it("shows 'Prix sur demande' without a price and offers a quote for it instead of the cart", () => {
    renderCard(product({ price: null, originalPrice: 9000 }));
    expect(screen.getByTestId('price').textContent).toBe('Prix sur demande');
    expect(document.querySelector('del')).toBeNull();
    expect(screen.queryByText(/-\d+ %/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Ajouter au panier/ })).toBeNull();
    const quote = screen.getByRole('link', { name: /^Demander un devis : / });
    expect(quote.getAttribute('href')).toMatch(/^\/contact\?produit=/);
  });

  it('cuts the description at 80 characters and shows at most 3 tags', () => {
    const description =
      'Une borne de recharge murale très complète, pilotable depuis votre téléphone, avec équilibrage de charge.';
    renderCard(product({ Description: description, tags: ['a', 'b', 'c', 'd'] }));
    const shown = screen.getByTestId('card-description').textContent ?? '';
    expect(Array.from(shown)).toHaveLength(80);
    expect(shown.endsWith('…')).toBe(true);
    expect(description.startsWith(shown.slice(0, -1))).toBe(true);
    expect(screen.getByRole('list', { name: 'Mots-clés' }).children).toHaveLength(3);
  });

  it('adds to the cart', async () => {
    renderCard(product({ documentId: 'p-1', Name: 'Pulsar', Brand: 'Wallbox' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier : Wallbox Pulsar' }));
    expect(cartStore.getState().items.map((item) => [item.id, item.quantity])).toEqual([['p-1', 1]]);
  });

  it('sends a signed-out visitor to /connexion from the wishlist button', async () => {
    renderCard(product({ Name: 'Pulsar', Brand: 'Wallbox' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter Wallbox Pulsar aux favoris' }));
    expect(screen.getByTestId('location').textContent).toBe('/connexion');
    expect(wishlistStore.getState().items).toHaveLength(0);
  });

  it('adds to the wishlist when signed in', async () => {
    signInTestUser();
    renderCard(product({ documentId: 'p-2', Name: 'Pulsar', Brand: 'Wallbox' }));
    const heart = screen.getByRole('button', { name: 'Ajouter Wallbox Pulsar aux favoris' });
    await userEvent.click(heart);
    expect(wishlistStore.getState().items.map((item) => item.id)).toEqual(['p-2']);
    expect(
      screen
        .getByRole('button', { name: 'Wallbox Pulsar est dans vos favoris' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('swaps a picture that fails to load for the placeholder, keeping its text alternative', () => {
    renderCard(product({ Name: 'Pulsar', Brand: 'Wallbox' }));
    const picture = within(screen.getByTestId('product-card')).getByRole('img');
    const alt = picture.getAttribute('alt');
    fireEvent.error(picture);
    expect(picture.getAttribute('src')).toBe(PLACEHOLDER_IMAGE_URL);
    expect(picture.getAttribute('alt')).toBe(alt);
  });

  it('names the struck original price for screen readers', () => {
    renderCard(product({ price: 6700, originalPrice: 10000 }));
    expect(document.querySelector('del')?.textContent).toMatch(/^Prix initial :\s/);
  });
});
