import { expect, test, type Page } from '../support/test';
import { signInThroughForm } from '../support/accounts';

const DEMO = { email: 'demo@chargemaroc.ma', password: 'Demo2026!' };

async function firstProductId(page: Page): Promise<string> {
  const response = await page.request.get('/api/produits?pagination[pageSize]=1');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { documentId: string }[] };
  const [product] = body.data;
  if (!product) throw new Error('the CMS has no product');
  return product.documentId;
}

/** The reviews load when the shopper scrolls near them. */
async function reviewsOf(page: Page) {
  await page.getByRole('region', { name: 'Avis clients', exact: true }).scrollIntoViewIfNeeded();
  return page.getByRole('region', { name: /^Avis clients \(\d+\)$/ });
}

test('a signed-out visitor reads reviews and is invited to sign in', async ({ page }) => {
  const productId = await firstProductId(page);
  await page.goto(`/produit/${productId}`);
  const reviews = await reviewsOf(page);
  await expect(reviews.getByText('Connectez-vous pour laisser un commentaire.')).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Donner votre avis' })).toHaveCount(0);
  await reviews.getByRole('link', { name: 'Se connecter' }).click();
  // and comes back to the product after signing in
  await expect(page).toHaveURL(
    new RegExp(`/connexion\\?retour=${encodeURIComponent(`/produit/${productId}`)}`),
  );
});

test('a signed-in shopper rates a product, replies to the review and marks it helpful once', async ({
  page,
}) => {
  const productId = await firstProductId(page);
  const review = `Borne fiable, installation sans souci (${Date.now().toString(36)}).`;
  const reply = `Merci, même expérience chez moi (${Date.now().toString(36)}).`;

  await signInThroughForm(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/bienvenue$/);
  await page.goto(`/produit/${productId}`);
  const reviews = await reviewsOf(page);

  await reviews.getByRole('button', { name: 'Donner votre avis' }).click();
  const publish = reviews.getByRole('button', { name: 'Publier', exact: true });
  await reviews.getByRole('textbox', { name: 'Votre commentaire' }).fill('Court');
  await expect(publish).toBeDisabled();
  await reviews.getByRole('textbox', { name: 'Votre commentaire' }).fill(review);
  await publish.click();
  await expect(reviews.getByText('Veuillez donner une note pour ce produit.')).toBeVisible();

  await reviews.getByRole('radio', { name: '5 sur 5 — Très satisfait' }).click();
  await expect(reviews.getByText('Très satisfait', { exact: true })).toBeVisible();
  await publish.click();

  const posted = reviews.getByRole('article').filter({ hasText: review });
  await expect(posted).toBeVisible();
  await expect(reviews.getByTestId('rating-summary')).toBeVisible();

  await posted.getByRole('button', { name: 'Répondre' }).click();
  await reviews.getByRole('textbox', { name: 'Votre réponse' }).fill(reply);
  await reviews.getByRole('button', { name: 'Publier la réponse' }).click();
  const replyItem = posted
    .getByRole('list', { name: /^Réponses à / })
    .getByRole('article')
    .filter({ hasText: reply });
  await expect(replyItem).toBeVisible();
  await expect(replyItem.getByRole('button', { name: 'Répondre' })).toHaveCount(0);

  const helpful = posted.getByRole('button', { name: 'Utile (0)' }).first();
  await helpful.click();
  await expect(posted.getByRole('button', { name: 'Utile (1)' }).first()).toBeDisabled();
  await page.reload();
  await expect(
    (await reviewsOf(page))
      .getByRole('article')
      .filter({ hasText: review })
      .getByRole('button', { name: 'Utile (1)' })
      .first(),
  ).toBeDisabled();
});
