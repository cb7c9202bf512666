import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A new shopper, unique per test run and worker. */
export function newShopper() {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    prenom: 'Salma',
    nom: 'Bennani',
    email: `salma.${stamp}@exemple.ma`,
    phone: '+212 6 12 34 56 78',
    address: '12 rue Ibn Battouta, Casablanca',
    password: 'Recharge2026',
  };
}

export type Shopper = ReturnType<typeof newShopper>;

export async function registerThroughForm(page: Page, shopper: Shopper) {
  await page.goto('/inscription');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill(shopper.prenom);
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(shopper.nom);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(shopper.email);
  await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill(shopper.phone);
  await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill(shopper.address);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(shopper.password);
  await form.getByRole('textbox', { name: 'Confirmer le mot de passe', exact: true }).fill(shopper.password);
  // keyboard, as the link inside the label would take a pointer click
  const terms = form.getByRole('checkbox', { name: /conditions/i });
  await terms.press('Space');
  await expect(terms).toBeChecked();
  await form.getByRole('button', { name: "S'inscrire" }).click();
}

export async function signInThroughForm(page: Page, identifier: string, password: string) {
  await page.goto('/connexion');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: /email ou nom d'utilisateur/i }).fill(identifier);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}
