import { describe, expect, it } from 'vitest';
import { matchPageRoute, renderDocument } from './server';

const TEMPLATE =
  '<html><head><meta name="description" content="Recharge au Maroc"><title>ChargeMaroc</title></head>' +
  '<body><div id="root"></div></body></html>';

describe('matchPageRoute', () => {
  it('names the section page of a public path with its pattern', () => {
    expect(matchPageRoute('/produit/abc123')).toEqual({
      remote: 'mf_shop',
      module: 'ProductPage',
      pattern: '/produit/:id',
    });
    expect(matchPageRoute('/boutique')).toEqual({
      remote: 'mf_shop',
      module: 'ShopPage',
      pattern: '/boutique',
    });
  });

  it('leaves pages of signed-in users and unknown paths to the browser', () => {
    expect(matchPageRoute('/tableau-de-bord')).toBeNull();
    expect(matchPageRoute('/commande/12')).toBeNull();
    expect(matchPageRoute('/connexion')).toBeNull();
    expect(matchPageRoute('/nulle-part')).toBeNull();
  });
});

describe('renderDocument', () => {
  it('puts the page inside the frame, its styles in the head and its data in a JSON block', async () => {
    const html = await renderDocument({
      template: TEMPLATE,
      url: '/boutique',
      page: {
        remote: 'mf_shop',
        module: 'ShopPage',
        pattern: '/boutique',
        html: '<h1 class="css-page">Boutique</h1>',
        styles: [{ name: 'page', css: '.css-page{font-size:2rem}', global: false }],
        data: { 'shop:list': '</script><script>alert(1)</script>' },
      },
    });
    const [head = '', body = ''] = html.split('</head>');
    expect(head).toContain('.css-page{font-size:2rem}');
    expect(body).toMatch(
      /<header[\s\S]*<main[^>]*><h1 class="css-page">Boutique<\/h1><\/main>[\s\S]*<footer/,
    );
    const block = /<script type="application\/json" id="cm-page-data">(.*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(block).not.toContain('</script>');
    expect(JSON.parse(block)).toEqual({
      remote: 'mf_shop',
      module: 'ShopPage',
      data: { 'shop:list': '</script><script>alert(1)</script>' },
    });
  });

  it("puts the page's title and description in the head, in place of the site's", async () => {
    const html = await renderDocument({
      template: TEMPLATE,
      url: '/produit/abc',
      page: {
        remote: 'mf_shop',
        module: 'ProductPage',
        pattern: '/produit/:id',
        html:
          '<link rel="preload" as="image" href="/uploads/pulsar.svg"/><title>Wallbox Pulsar | ChargeMaroc</title>' +
          '<meta name="description" content="Borne 7,4 kW"/><h1>Wallbox Pulsar</h1>',
        styles: [],
        data: {},
      },
    });
    const [head = '', body = ''] = html.split('</head>');
    expect(head).toContain('<title>Wallbox Pulsar | ChargeMaroc</title>');
    expect(head).toContain('<meta name="description" content="Borne 7,4 kW"/>');
    expect(head).not.toContain('Recharge au Maroc');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<link rel="preload" as="image" href="/uploads/pulsar.svg"/>');
    expect(body).toContain('<main');
    expect(body).not.toContain('<title>');
  });

  it("announces the route's section files in the head", async () => {
    const html = await renderDocument({
      template: TEMPLATE,
      url: '/panier',
      page: null,
      preloads: [
        { href: '/remotes/mf-shop/mf-manifest.json', as: 'fetch' },
        { href: '/remotes/mf-shop/remoteEntry.js', as: 'script' },
      ],
    });
    const [head = ''] = html.split('</head>');
    expect(head).toContain(
      '<link rel="preload" href="/remotes/mf-shop/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(head).toContain('<link rel="preload" href="/remotes/mf-shop/remoteEntry.js" as="script">');
  });

  it('shows the loading state and hands nothing over when the page is left to the browser', async () => {
    const html = await renderDocument({ template: TEMPLATE, url: '/connexion', page: null });
    expect(html).toContain('role="status"');
    expect(html).toContain('Chargement…');
    expect(html).not.toContain('cm-page-data');
  });
});
