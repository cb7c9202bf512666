import { expect, test } from '../support/test';
import { newShopper, registerThroughForm, signInThroughForm } from '../support/accounts';
import { newAccount } from '../support/checkout';
import { chooseInHeaderMenu } from '../support/header';
import { holdPageScripts } from '../support/held-scripts';

test('register, greet, log out, log in again and greet back (real CMS)', async ({ page }) => {
  const shopper = newShopper();
  await registerThroughForm(page, shopper);

  await expect(page).toHaveURL(/\/bienvenue$/);
  await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${shopper.prenom} !` })).toBeVisible();
  await expect(page.getByText('Votre compte a été créé avec succès.')).toBeVisible();

  const header = page.getByRole('banner');
  await chooseInHeaderMenu(page, new RegExp(shopper.prenom), 'Déconnexion', /\/$/);
  await expect(header.getByRole('link', { name: 'Connexion' })).toBeVisible();

  await signInThroughForm(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/bienvenue$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Ravi de vous revoir, ${shopper.prenom} !` }),
  ).toBeVisible();
});

test('the registration form explains each mistake and keeps what was typed', async ({ page }) => {
  const shopper = newShopper();
  await page.goto('/inscription');
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: "S'inscrire" });

  await main.getByRole('textbox', { name: 'Prénom', exact: true }).fill(shopper.prenom);
  await submit.click();
  // beside each blank required field, the first of them focused
  await expect(main.getByText('Veuillez remplir tous les champs obligatoires')).toHaveCount(3);
  await expect(main.getByRole('textbox', { name: 'Nom', exact: true })).toBeFocused();

  await main.getByRole('textbox', { name: 'Nom', exact: true }).fill(shopper.nom);
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(shopper.email);
  await main.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('abc');
  await main.getByRole('textbox', { name: 'Confirmer le mot de passe', exact: true }).fill('abd');
  await submit.click();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

  await main.getByRole('textbox', { name: 'Confirmer le mot de passe', exact: true }).fill('abc');
  await submit.click();
  await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();

  await main.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(shopper.password);
  await main.getByRole('textbox', { name: 'Confirmer le mot de passe', exact: true }).fill(shopper.password);
  await submit.click();
  await expect(page.getByText("Veuillez accepter les conditions d'utilisation")).toBeVisible();

  await expect(main.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue(shopper.prenom);
  await expect(main.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(shopper.email);
  await expect(page).toHaveURL(/\/inscription$/);
});

test('a wrong password shows the error and the visitor stays on the sign-in page', async ({ page }) => {
  await signInThroughForm(page, 'personne@exemple.ma', 'mauvais-mot');
  const main = page.getByRole('main');
  await expect(
    page.getByRole('alert').filter({ hasText: /invalid|incorrect|identifiant|erreur/i }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/connexion$/);
  await expect(main.getByRole('textbox', { name: /email ou nom d'utilisateur/i })).toHaveValue(
    'personne@exemple.ma',
  );
});

test('a sign-in sent before its region hydrates is sent once it has, never in the address', async ({
  page,
  request,
}) => {
  const account = await newAccount(request);
  const letScriptsThrough = await holdPageScripts(page);
  await page.goto('/connexion', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: /email ou nom d'utilisateur/i }).fill(account.email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/connexion$/);

  letScriptsThrough();
  await expect(page).toHaveURL(/\/bienvenue$/);
  expect(page.url()).not.toContain(account.password);
});

test("a signed-out visitor's page fetches the sign-in page's code once it responds: a heart then opens it with no script to wait for", async ({
  page,
}) => {
  const signInScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/static\/js\/sign-in\.[0-9a-f]+\.js$/.test(request.url())) signInScripts.push(request.url());
  });
  await page.goto('/boutique');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await expect.poll(() => signInScripts.length, { message: 'fetched ahead, once' }).toBe(1);

  await page
    .getByRole('main')
    .getByRole('button', { name: /^Ajouter .* aux favoris$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/connexion/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(signInScripts, 'not fetched again').toHaveLength(1);
});
