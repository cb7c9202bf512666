import { expect, test } from '../support/test';
import { dearestProducts, seedCart } from '../support/finishing';

// Issue 25: the cart never linked to /demande-installation (spec §2), a removed line went without a
// word, and the promo field suggested a real code ('EV20').
test('the cart says when a line goes, links to the installation request, suggests no code', async ({
  page,
  request,
}) => {
  const [first, second] = await dearestProducts(request, 2);
  await seedCart(page, [
    { product: first, quantity: 1, installationCost: 1500 },
    { product: second, quantity: 1 },
  ]);
  await page.goto('/panier');
  const main = page.getByRole('main');

  const promo = main.getByRole('textbox', { name: 'Code promo' });
  const placeholder = (await promo.getAttribute('placeholder')) ?? '';
  expect(placeholder).not.toMatch(/WELCOME10|SAVE50|EV20|INSTALL5/i);

  // from a line with its installation, and from the delivery information
  const fromLine = main.getByRole('link', { name: "Demander l'installation" });
  await expect(fromLine).toHaveAttribute('href', '/demande-installation');
  await expect(main.getByRole('link', { name: /Demandez-la à un électricien/ })).toHaveAttribute(
    'href',
    '/demande-installation',
  );

  await main.getByRole('button', { name: `Retirer ${second.Name} du panier` }).click();
  await expect(page.getByText(`${second.Name} retiré du panier`)).toBeVisible();
  await expect(main.getByRole('heading', { name: '1 article(s)' })).toBeFocused();

  // the last line, by its quantity: said too
  await main.getByRole('button', { name: `Diminuer la quantité de ${first.Name}` }).click();
  await expect(page.getByText(`${first.Name} retiré du panier`)).toBeVisible();
  await expect(main.getByText('Votre panier est vide')).toBeVisible();
});
