import { describe, expect, it } from 'vitest';
import { isKeptPage, isOnlineOnly, isVersionedFile } from './page-rules';
import { filesToRemove, liveReleases, releaseOfUrl, releasesNamed } from './release-files';
import { smallerImage } from './save-data';
import { offlinePageHtml, titleOf, withSavedBanner } from './saved-page';

describe('which pages are kept on the device', () => {
  it('keeps the pages a shopper reads, never checkout, payment or the sign-in screens', () => {
    for (const path of [
      '/',
      '/boutique',
      '/produit/abc',
      '/panier',
      '/carte-bornes',
      '/blog/recharge',
      '/faq',
    ])
      expect(isKeptPage(path), path).toBe(true);
    expect(isKeptPage('/commande/42')).toBe(true);
    for (const path of ['/checkout', '/payment', '/connexion', '/inscription', '/page-inconnue'])
      expect(isKeptPage(path), path).toBe(false);
    expect(isOnlineOnly('/payment')).toBe(true);
    expect(isOnlineOnly('/panier')).toBe(false);
  });

  it('takes only files whose address carries their content for versioned', () => {
    expect(isVersionedFile('/remotes/mf-shop/20261127-104500-23c3a536/remoteEntry.js')).toBe(true);
    expect(isVersionedFile('/static/js/main.47abdae7.js')).toBe(true);
    expect(isVersionedFile('/remotes.json')).toBe(false);
    expect(isVersionedFile('/sw.js')).toBe(false);
    expect(isVersionedFile('/static/js/main.js')).toBe(false);
  });
});

describe('a saved page and the offline page', () => {
  const savedAt = Date.UTC(2026, 10, 27, 10, 40);

  it('puts the banner, with the date it was saved, first in the body, outside the hydrated root', () => {
    const html =
      '<html><head><title>Boutique</title></head><body class="x"><div id="root"><p>…</p></div></body></html>';
    const shown = withSavedBanner(html, savedAt);
    expect(shown).toContain(
      `<body class="x"><div id="cm-offline-banner" role="status" data-saved-at="${savedAt}"`,
    );
    expect(shown).toContain('Vous êtes hors ligne : cette page est celle enregistrée le 27/11/2026 11:40.');
    expect(shown).toContain('les prix et les disponibilités affichés datent de ce moment');
    expect(shown).toContain('<div id="root"><p>…</p></div>');
  });

  it("reads a page's title, entities decoded", () => {
    expect(titleOf('<title>Câbles &amp; prises — ChargeMaroc</title>')).toBe('Câbles & prises — ChargeMaroc');
    expect(titleOf('<p>none</p>')).toBe('');
  });

  it('lists the pages available offline, escaped, and says why checkout waits', () => {
    const html = offlinePageHtml({
      pages: [{ url: '/produit/1?x=<b>', title: 'Borne <22 kW>', savedAt }],
      onlineOnly: true,
    });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<a href="/produit/1?x=&lt;b&gt;">Borne &lt;22 kW&gt;</a>');
    expect(html).toContain('La commande et le paiement demandent une connexion');
    expect(html).not.toContain('<script');
    expect(offlinePageHtml({ pages: [], onlineOnly: false })).toContain(
      'Aucune page n&#39;est encore enregistrée sur cet appareil.',
    );
  });
});

describe('release files kept on the device', () => {
  const page = `<script type="application/json" id="cm-remotes">[{"name":"mf_shop","manifest":"/remotes/mf-shop/20261127-100000-aaaaaaaa/mf-manifest.json"}]</script>`;
  const url = (release: string, file = 'remoteEntry.js') =>
    `https://chargemaroc.ma/remotes/${release}/${file}`;

  it('reads the releases a page names and the live set of /remotes.json', () => {
    expect([...releasesNamed(page)]).toEqual(['mf-shop/20261127-100000-aaaaaaaa']);
    expect(releaseOfUrl(url('mf-stations/v2', 'static/js/1.js'))).toBe('mf-stations/v2');
    expect(releaseOfUrl('https://chargemaroc.ma/static/js/main.47abdae7.js')).toBeNull();
    expect(
      liveReleases({
        shell: 's',
        remotes: [{ name: 'mf_shop', manifest: '/remotes/mf-shop/v3/mf-manifest.json' }],
      }),
    ).toEqual(new Set(['mf-shop/v3']));
    expect(liveReleases(null)).toBeNull();
  });

  it('removes the files of a release neither live nor needed by a kept page, nothing else', () => {
    const kept = [
      url('mf-shop/v1'),
      url('mf-shop/v2'),
      url('mf-shop/v3'),
      'https://chargemaroc.ma/static/js/main.47abdae7.js',
    ];
    expect(filesToRemove(kept, new Set(['mf-shop/v3']), new Set(['mf-shop/v1']))).toEqual([
      url('mf-shop/v2'),
    ]);
  });
});

describe('Save-Data', () => {
  it("asks for the CMS's small format of a picture, when there is a smaller one", () => {
    const at = (path: string) => new URL(path, 'https://chargemaroc.ma');
    expect(smallerImage(at('/uploads/large_borne_ab12.jpg'))?.pathname).toBe('/uploads/small_borne_ab12.jpg');
    expect(smallerImage(at('/uploads/borne_ab12.webp'))?.pathname).toBe('/uploads/small_borne_ab12.webp');
    expect(smallerImage(at('/uploads/small_borne_ab12.jpg'))).toBeNull();
    expect(smallerImage(at('/uploads/thumbnail_borne_ab12.jpg'))).toBeNull();
    expect(smallerImage(at('/images/fallback/borne.svg'))).toBeNull();
  });
});
