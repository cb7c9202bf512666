import { expect, test } from '../support/test';

test('the footer newsletter form subscribes once and explains a second attempt (real CMS)', async ({
  page,
}) => {
  const email = `lecteur.${Date.now()}@exemple.ma`;
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Votre adresse e-mail' });
  await field.fill(email);
  await footer.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Inscription à la newsletter réussie').first()).toBeVisible();

  await field.fill(email);
  await footer.getByRole('button', { name: "S'inscrire" }).click();
  await expect(footer.getByText('Cet e-mail est déjà inscrit à la newsletter')).toBeVisible();
  await expect(field).toHaveValue(email);
});
