import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EmptyCart, PageNotice } from './page-notice';
import { UiProvider } from './provider';

function renderNotice(ui: React.ReactElement) {
  render(
    <UiProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </UiProvider>,
  );
}

describe('PageNotice', () => {
  it('heads the page with its title, its line beneath and the link onward', () => {
    renderNotice(
      <PageNotice
        titlesPage
        title="Produit non trouvé"
        body="Il a peut-être été retiré du catalogue."
        action={{ href: '/boutique', label: 'Retour à la boutique' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Produit non trouvé');
    expect(screen.getByText('Il a peut-être été retiré du catalogue.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Retour à la boutique' }).getAttribute('href')).toBe('/boutique');
    expect(document.querySelector('title')?.textContent).toContain('Produit non trouvé');
  });

  it('leaves the page title alone unless asked', () => {
    renderNotice(<PageNotice title="Rien ici" action={{ href: '/', label: 'Accueil' }} />);
    expect(document.querySelector('title')).toBeNull();
  });
});

describe('EmptyCart', () => {
  it('says the cart is empty and leads back to the shop', () => {
    renderNotice(<EmptyCart />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Votre panier est vide');
    expect(screen.getByRole('link', { name: 'Continuer mes achats' }).getAttribute('href')).toBe('/boutique');
  });
});
