import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { newShopper, registerThroughForm, signInThroughForm } from '../support/accounts';
import { E2E_MAIL_OUTBOX } from '../support/ports.mjs';

function resetLinkFor(email: string): string | undefined {
  const mails = JSON.parse(readFileSync(E2E_MAIL_OUTBOX, 'utf8')) as { to: string; text: string }[];
  const mail = mails.filter((m) => m.to === email).at(-1);
  return mail?.text.match(/https?:\/\/[^\s"<>]+?\/reinitialiser-mot-de-passe\?code=\w+/)?.[0];
}

test('a forgotten password is reset through the mailed link (real CMS)', async ({ page }) => {
  const shopper = newShopper();
  await registerThroughForm(page, shopper);
  await expect(page).toHaveURL(/\/bienvenue$/);
  await page.evaluate(() => window.localStorage.removeItem('cm.session.v1'));

  await page.goto('/forgot-password');
  await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(shopper.email);
  await main.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(main.getByText(/Si un compte existe pour cette adresse/)).toBeVisible();

  await expect.poll(() => resetLinkFor(shopper.email)).toBeTruthy();
  const link = new URL(resetLinkFor(shopper.email) ?? '');
  await page.goto(link.pathname + link.search);
  const newPassword = 'NouveauMotDePasse2026';
  await main.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(newPassword);
  await main.getByRole('textbox', { name: 'Confirmer le mot de passe', exact: true }).fill(newPassword);
  await main.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/bienvenue$/);

  await page.evaluate(() => window.localStorage.removeItem('cm.session.v1'));
  await signInThroughForm(page, shopper.email, newPassword);
  await expect(page).toHaveURL(/\/bienvenue$/);
});
