import { describe, expect, it } from 'vitest';
import { legalNotice, privacyPolicy, termsOfSale } from './legal-texts';

describe('legal texts', () => {
  it('are complete pages under Moroccan law', () => {
    for (const text of [legalNotice, privacyPolicy, termsOfSale]) {
      expect(text.sections.length).toBeGreaterThanOrEqual(4);
      for (const section of text.sections) expect(section.paragraphs.join(' ').length).toBeGreaterThan(60);
    }
    expect(JSON.stringify(privacyPolicy)).toContain('09-08');
    expect(JSON.stringify(termsOfSale)).toContain('31-08');
    expect(JSON.stringify(termsOfSale)).toMatch(/7 jours/);
    expect(JSON.stringify(termsOfSale)).toMatch(/MAD/);
  });

  it('leave nothing to fill in: the registrations are stated', () => {
    for (const text of [legalNotice, privacyPolicy, termsOfSale])
      expect(JSON.stringify(text)).not.toMatch(/à compléter|à renseigner|TODO|XXX/i);
    expect(JSON.stringify(legalNotice)).toMatch(/ICE\) : \d{15}/);
  });

  it('say prices are shown before VAT, as the cart computes them (VAT added on top)', () => {
    const prices = JSON.stringify(termsOfSale);
    expect(prices).toMatch(/hors taxes/);
    expect(prices).toMatch(/TVA au taux de 20 % s’y ajoute/);
    expect(prices).not.toMatch(/TVA au taux de 20 % incluse/);
  });
});
