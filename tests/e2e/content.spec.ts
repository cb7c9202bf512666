import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { signInThroughForm } from '../support/accounts';
import { watchLayoutShifts } from '../support/layout-shifts';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const DEMO = { email: 'demo@chargemaroc.ma', password: 'Demo2026!' };
const POST_SLUG = 'installer-wallbox-maison-maroc-guide';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(found, found.join('\n')).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

/** The page's JSON-LD blocks, parsed (a block that does not parse fails the test). */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe('home', () => {
  test('is rendered on the server with the featured articles, and loads the trending products near them', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('À la une');
    expect(html).toContain('min de lecture');

    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Découvrir la boutique' })).toHaveAttribute(
      'href',
      '/boutique',
    );
    await expect(main.getByRole('heading', { level: 3, name: 'Support 24/7' })).toBeVisible();
    const cards = main.getByTestId('article-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByText('À la une')).toBeVisible();
    await expect(cards.first().locator('time')).toHaveText(/^\d{1,2} \S+ \d{4}$/);

    const trending = main.getByRole('region', { name: 'Produits tendance' });
    await main.getByRole('heading', { name: 'À la une du blog' }).scrollIntoViewIfNeeded();
    await expect(trending.getByTestId('product-card')).toHaveCount(4);
    await expect(trending.getByText(/MAD/).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Voir la carte des bornes' })).toHaveAttribute(
      'href',
      '/carte-bornes',
    );

    const [organization] = await jsonLdOf(page);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'ChargeMaroc',
    });
    await expectNoViolations(page);
  });

  test('moves nothing while the trending products load (CLS within 0.02)', async ({ page }) => {
    const shifts = await watchLayoutShifts(page);
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'À la une du blog' }).scrollIntoViewIfNeeded();
    await expect(
      main.getByRole('region', { name: 'Produits tendance' }).getByTestId('product-card'),
    ).toHaveCount(4);
    expect(await shifts()).toBeLessThanOrEqual(0.02);
  });
});

test.describe('blog', () => {
  test('search, category, sort and page live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/blog');
    const main = page.getByRole('main');
    await expect(main.getByText('14 article(s) trouvé(s)')).toBeVisible();
    await expect(main.getByTestId('article-card')).toHaveCount(10);

    // the words go to the site search (stems, typos): how many it finds is its own rule
    const foundCount = async () => {
      const text = await main.getByText(/^\d+ article\(s\) trouvé\(s\)$/).innerText();
      return Number(text.split(' ')[0]);
    };
    await main.getByRole('searchbox', { name: 'Rechercher un article' }).fill('wallbox');
    await expect(page).toHaveURL(/\/blog\?q=wallbox$/);
    await expect.poll(foundCount).toBeLessThan(14);
    const forWallbox = await foundCount();
    expect(forWallbox).toBeGreaterThan(0);

    await main.getByRole('link', { name: 'Technologies' }).click();
    await expect(page).toHaveURL(/\/blog\?q=wallbox&categorie=technologies$/);
    // the list follows the address once its data has come: every card is then in the category
    await expect(main.getByTestId('article-card').filter({ hasNotText: 'Technologies' })).toHaveCount(0);
    const inCategory = await foundCount();
    expect(inCategory).toBeGreaterThan(0);
    expect(inCategory).toBeLessThanOrEqual(forWallbox);

    await main.getByRole('combobox', { name: 'Trier par' }).selectOption('title');
    await expect(page).toHaveURL(/\/blog\?q=wallbox&categorie=technologies&tri=title$/);
    await page.reload();
    await expect(main.getByRole('searchbox', { name: 'Rechercher un article' })).toHaveValue('wallbox');
    await expect(main.getByText(`${inCategory} article(s) trouvé(s)`)).toBeVisible();

    await main.getByRole('searchbox', { name: 'Rechercher un article' }).fill('zzzz introuvable');
    await expect(main.getByText('Aucun article trouvé')).toBeVisible();
    await main.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(main.getByText('14 article(s) trouvé(s)')).toBeVisible();

    await main.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(main.getByTestId('article-card')).toHaveCount(4);
  });

  test('a post shows its article, shares its link with a confirmation, and describes itself as an Article', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/blog/${POST_SLUG}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/Installer une wallbox/);
    await expect(
      main.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Blog' }),
    ).toBeVisible();
    await expect(main.getByRole('list', { name: 'Mots-clés' })).toBeVisible();
    await expect(
      main.getByRole('region', { name: 'Articles similaires' }).getByTestId('article-card'),
    ).toHaveCount(3);

    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await main.getByRole('button', { name: 'Partager' }).click();
    await expect(main.getByText('Lien copié dans le presse-papiers !')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    const [article] = await jsonLdOf(page);
    expect(article).toMatchObject({ '@type': 'Article', headline: expect.stringContaining('wallbox') });
    expect(Number.isNaN(Date.parse(String(article!.datePublished)))).toBe(false);
    expect(article!.author).toMatchObject({ '@type': 'Person' });
    await expectNoViolations(page);
  });

  test('an unknown post answers 404 with "Article non trouvé"', async ({ page }) => {
    const response = await page.goto('/blog/cet-article-nexiste-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Article non trouvé' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Retour au blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an article whose body carries a script renders it inert', async ({ page }) => {
    const payload =
      '<p>Texte sûr</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><p onmouseover="window.__pwned = 3">Fin</p>';
    // the article reaches the browser as a client navigation would load it, with a hostile body
    await page.route(/\/api\/articles\?.*filters(\[|%5B)slug/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { content: string }[] };
      for (const article of body.data) article.content = payload;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/blog');
    await page.getByRole('main').getByTestId('article-card').first().getByRole('link').first().click();
    const body = page.getByTestId('article-body');
    await expect(body).toHaveText('Texte sûrFin');
    await expect(body.locator('script, img, [onerror], [onmouseover]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('a comment carrying markup is shown as text', async ({ page }) => {
    const marker = Date.now().toString(36);
    const hostile = `<img src=x onerror="window.__pwned=1"> commentaire ${marker}`;
    await signInThroughForm(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/bienvenue$/);
    await page.goto(`/blog/${POST_SLUG}`);
    // the comments load when the reader scrolls near them (the similar posts come right after them)
    await page.getByRole('region', { name: 'Articles similaires' }).scrollIntoViewIfNeeded();
    const comments = page.getByTestId('comments-section');
    await comments.scrollIntoViewIfNeeded();
    await comments.getByRole('button', { name: 'Laisser un commentaire' }).click();
    await comments.getByRole('textbox', { name: 'Votre commentaire' }).fill(hostile);
    await comments.getByRole('button', { name: 'Publier', exact: true }).click();
    await expect(comments.getByText(hostile)).toBeVisible();
    await expect(comments.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

test.describe('FAQ', () => {
  test('9 questions from the CMS, searched without regard to case, filtered by category, toggled, in the URL', async ({
    page,
  }) => {
    await page.goto('/faq');
    const main = page.getByRole('main');
    const questions = main.getByRole('listitem');
    // the spec's eight and the delivery entry (decision 022)
    await expect(questions).toHaveCount(9);
    await main.getByRole('searchbox', { name: 'Rechercher une question' }).fill('GARANTIE');
    await expect(page).toHaveURL(/\/faq\?q=GARANTIE$/);
    const found = await questions.count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(9);
    await main.getByRole('searchbox', { name: 'Rechercher une question' }).fill('');
    await main.getByRole('button', { name: 'Installation', exact: true }).click();
    await expect(page).toHaveURL(/\/faq\?categorie=installation$/);
    const first = main.getByRole('listitem').first().getByRole('button');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.reload();
    await expect(main.getByRole('button', { name: 'Installation', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const [faq] = await jsonLdOf(page);
    expect(faq).toMatchObject({ '@type': 'FAQPage' });
    const entities = faq!.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }[];
    expect(entities).toHaveLength(9);
    for (const entity of entities) {
      expect(entity['@type']).toBe('Question');
      expect(entity.name.length).toBeGreaterThan(0);
      expect(entity.acceptedAnswer['@type']).toBe('Answer');
    }
    await expectNoViolations(page);
  });
});

/** The callback and quote forms load when they come into view, below the message form. */
async function nearRequestForms(page: Page) {
  // their loading spinner turns: scrolled to directly, as Playwright never finds it stable
  await page
    .getByRole('status', { name: 'Chargement des formulaires de rappel et de devis' })
    .evaluate((spinner) => spinner.scrollIntoView({ block: 'center' }));
}

test.describe('contact', () => {
  test('the contact form says what is missing, then stores the message', async ({ page }) => {
    await page.goto('/contact');
    await expectNoViolations(page);
    const form = page.getByRole('form', { name: 'Envoyer un message' });
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    // each field refused says so beside it, the first in view and focused
    await expect(form.getByRole('textbox', { name: /^Nom/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: /^Nom/ })).toBeFocused();
    await expect(form.getByText('Tous les champs obligatoires doivent être remplis').first()).toBeVisible();
    await form.getByRole('textbox', { name: /^Nom/ }).fill('Salma Bennani');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('salma@');
    await form.getByRole('textbox', { name: /^Sujet/ }).fill('Installation wallbox');
    await form
      .getByRole('textbox', { name: /^Message/ })
      .fill('Bonjour, je voudrais une wallbox 7 kW à Rabat.');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText("Format d'email invalide")).toBeVisible();
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('salma@exemple.ma');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByRole('status')).toHaveText('Message envoyé avec succès');
    await expect(form.getByRole('textbox', { name: /^Nom/ })).toHaveValue('');
  });

  test('the callback form needs a name and a phone, then stores the request', async ({ page }) => {
    await page.goto('/contact');
    await nearRequestForms(page);
    const form = page.getByRole('form', { name: 'Être rappelé' });
    await form.getByRole('textbox', { name: /^Nom/ }).fill('Karim');
    await form.getByRole('button', { name: 'Demander un rappel' }).click();
    await expect(form.getByRole('textbox', { name: /^Téléphone/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Nom et téléphone requis').first()).toBeVisible();
    await form.getByRole('textbox', { name: /^Téléphone/ }).fill('12345');
    await form.getByRole('button', { name: 'Demander un rappel' }).click();
    await expect(form.getByText('Format de téléphone invalide (ex: +212 6 XX XX XX XX)')).toBeVisible();
    await form.getByRole('textbox', { name: /^Téléphone/ }).fill('+212 6 12 34 56 78');
    await form.getByRole('button', { name: 'Demander un rappel' }).click();
    await expect(form.getByRole('status')).toHaveText('Demande de rappel envoyée');
  });

  test('the quote form needs name, e-mail and project type, then stores the request', async ({ page }) => {
    await page.goto('/contact');
    await nearRequestForms(page);
    const form = page.getByRole('form', { name: 'Demander un devis' });
    await form.getByRole('textbox', { name: /^Nom/ }).fill('Karim Tazi');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('karim@exemple.ma');
    await form.getByRole('button', { name: 'Demander un devis' }).click();
    await expect(form.getByRole('combobox', { name: /^Type de projet/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByText('Informations de base requises').first()).toBeVisible();
    await form.getByRole('combobox', { name: /^Type de projet/ }).selectOption('business');
    await form.getByText('Supervision').click();
    await form.getByRole('button', { name: 'Demander un devis' }).click();
    await expect(form.getByRole('status')).toHaveText('Demande de devis envoyée');
  });
});

// A 1×1 PNG: the CMS decodes it as a real image.
const PANEL_PHOTO = {
  name: 'tableau.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

test.describe('about, installation and legal pages', () => {
  test('about shows the figures and the data credits', async ({ page }) => {
    await page.goto('/a-propos#credits');
    const main = page.getByRole('main');
    for (const figure of ['500+', '50+', '95%', '24/7'])
      await expect(main.getByText(figure, { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Open Charge Map', exact: true })).toHaveAttribute(
      'href',
      'https://openchargemap.org',
    );
    await expect(main.getByRole('link', { name: /Open EV Data/ })).toHaveAttribute(
      'href',
      'https://github.com/KilowattApp/open-ev-data',
    );
    await expect(main.getByText(/CC BY 4\.0/)).toBeVisible();
    await expectNoViolations(page);
  });

  test('installation shows services, 4 steps, the tariffs, 3 questions and the shop estimate', async ({
    page,
  }) => {
    await page.goto('/installation');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/installation/i);
    await expect(main.getByText(/^Étape \d$/)).toHaveCount(4);
    await expect(main.getByRole('row', { name: /Borne rapide 50 kW/ })).toContainText('8');
    await expect(main.getByRole('row', { name: /multi-points/ })).toContainText('Sur devis');
    await main.getByRole('heading', { name: 'Estimez votre installation' }).scrollIntoViewIfNeeded();
    await expect(main.getByRole('combobox', { name: 'Ville' })).toBeVisible();
    await expectNoViolations(page);
    await main.getByRole('combobox', { name: 'Ville' }).selectOption('Casablanca');
    await main.getByRole('combobox', { name: 'Puissance souscrite' }).selectOption('9');
    await main.getByLabel('Photo du disjoncteur ou du tableau électrique').setInputFiles(PANEL_PHOTO);
    await main.getByRole('button', { name: "Valider l'estimation" }).click();
    await expect(main.getByTestId('estimate-result')).toHaveText(/MAD/);
  });

  test('an installation request needs a name and a phone, then is stored with its photo', async ({
    page,
  }) => {
    await page.goto('/demande-installation');
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Ville' }).selectOption('Rabat');
    await main.getByRole('combobox', { name: 'Puissance souscrite' }).selectOption('9');
    await main.getByLabel('Photo du disjoncteur ou du tableau électrique').setInputFiles(PANEL_PHOTO);
    const send = main.getByRole('button', { name: "Envoyer la demande d'installation" });
    await send.click();
    await expect(main.getByRole('textbox', { name: /^Nom/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText('Nom et téléphone requis').first()).toBeVisible();
    await main.getByRole('textbox', { name: /^Nom/ }).fill('Karim Tazi');
    await main.getByRole('textbox', { name: /^Téléphone/ }).fill('0612345678');
    await send.click();
    await expect(
      main.getByRole('status').filter({ hasText: "Demande d'installation envoyée" }),
    ).toBeVisible();
  });

  for (const [path, title] of [
    ['/mentions-legales', 'Mentions légales'],
    ['/politique-confidentialite', 'Politique de confidentialité'],
    ['/cgv', 'Conditions générales de vente'],
  ]) {
    test(`${path} is a real legal page`, async ({ page }) => {
      await page.goto(path!);
      await expect(page).toHaveTitle(`${title} | ChargeMaroc`);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('main')).toContainText(/loi n° (31-08|09-08)/);
    });
  }
});

test('robots.txt and sitemap.xml come from the origin, with every article from the CMS', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toMatch(/^User-agent: \*/);
  expect(robotsText).toContain('Disallow: /checkout');
  expect(robotsText).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  const articles = (await (
    await request.get('/api/articles?fields[0]=slug&pagination[pageSize]=100')
  ).json()) as {
    data: { slug: string }[];
  };
  expect(articles.data.length).toBeGreaterThan(0);
  for (const { slug } of articles.data) expect(xml).toContain(`/blog/${slug}</loc>`);
  expect(xml).toContain('/faq</loc>');
  expect(xml).toMatch(/\/produit\/[a-z0-9]+<\/loc>/);
  expect(xml).not.toContain('/panier');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  for (const path of [
    '/',
    '/blog',
    `/blog/${POST_SLUG}`,
    '/faq',
    '/contact',
    '/a-propos',
    '/installation',
    '/demande-installation',
    '/cgv',
  ]) {
    test(`${path} has no sideways scroll`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  }
});
