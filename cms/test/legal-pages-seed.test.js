'use strict';

// The legal pages' seed (data/seed/legal-pages.json): complete texts under Moroccan law, which the
// editors then keep up to date in the admin. No CMS started.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { describe, it } = require('node:test');

const file = path.resolve(__dirname, '..', 'data', 'seed', 'legal-pages.json');
const pages = JSON.parse(fs.readFileSync(file, 'utf8'));
const bySlug = Object.fromEntries(pages.map((page) => [page.slug, page]));
const { 'mentions-legales': notice, 'politique-confidentialite': privacy, cgv: terms } = bySlug;

describe('legal pages seed', () => {
  it('holds the three legal routes, each a complete page of headings and paragraphs', () => {
    assert.deepEqual(Object.keys(bySlug).sort(), ['cgv', 'mentions-legales', 'politique-confidentialite']);
    for (const page of pages) {
      assert.ok(page.title && page.description, page.slug);
      assert.ok(!Number.isNaN(new Date(page.updatedAt).getTime()), page.slug);
      assert.ok(page.body.match(/<h2>/g).length >= 4, page.slug);
      assert.deepEqual([...new Set(page.body.match(/<\/?[a-z0-9]+/g))].sort(), ['</h2', '</p', '<h2', '<p']);
    }
  });

  it('cites the laws, the withdrawal period and the currency, and leaves nothing to fill in', () => {
    assert.match(privacy.body, /09-08/);
    assert.match(terms.body, /31-08/);
    assert.match(terms.body, /7 jours/);
    assert.match(terms.body, /MAD/);
    assert.match(notice.body, /ICE\) : \d{15}/);
    for (const page of pages) assert.doesNotMatch(page.body, /à compléter|à renseigner|TODO|XXX/i);
  });

  it('say prices are shown before VAT, as the cart computes them (VAT added on top)', () => {
    assert.match(terms.body, /hors taxes/);
    assert.match(terms.body, /TVA au taux de 20 % s’y ajoute/);
    assert.doesNotMatch(terms.body, /TVA au taux de 20 % incluse/);
  });
});
