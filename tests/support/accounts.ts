import type { Page } from '@playwright/test';

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
  await page.getByLabel('Prénom').fill(shopper.prenom);
  await page.getByLabel('Nom', { exact: true }).fill(shopper.nom);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Téléphone').fill(shopper.phone);
  await page.getByLabel('Adresse').fill(shopper.address);
  await page.getByLabel('Mot de passe', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirmer le mot de passe').fill(shopper.password);
  await page.getByRole('checkbox', { name: /conditions/i }).check();
  await page.getByRole('button', { name: /créer mon compte|s'inscrire|inscription/i }).click();
}

export async function signInThroughForm(page: Page, identifier: string, password: string) {
  await page.goto('/connexion');
  await page.getByLabel(/email ou nom d'utilisateur/i).fill(identifier);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: /se connecter/i }).click();
}
