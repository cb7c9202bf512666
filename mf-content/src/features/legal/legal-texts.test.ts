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
});
