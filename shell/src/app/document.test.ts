import { describe, expect, it } from 'vitest';
import { FIRST_TAPS_SCRIPT } from '../early/first-taps.mjs';
import { composeDocument, scriptJson, splitHoisted } from './document';

const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="Site"><title>ChargeMaroc</title></head><body><div id="root"></div></body></html>';

describe('the served document', () => {
  it("puts the tree's head elements in the head, in place of the site's title and description", () => {
    const html = composeDocument({
      template: TEMPLATE,
      html: '<title>Boutique | ChargeMaroc</title><meta name="description" content="Bornes"/><link rel="preload" as="image" href="/a.svg"/><main>Boutique</main>',
      styles: '<style data-emotion="css a">.css-a{}</style>',
      dataBlocks: scriptJson('cm-router-data', { loaderData: {} }),
      preloads: [{ href: '/remotes/mf-shop/mf-manifest.json', as: 'fetch' }],
    });
    expect(html).toContain('<title>Boutique | ChargeMaroc</title>');
    expect(html).not.toContain('<title>ChargeMaroc</title>');
    expect(html).toContain('<meta name="description" content="Bornes"/>');
    expect(html).not.toContain('content="Site"');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/a.svg"\/>.*<\/head>/);
    expect(html).toContain(
      '<link rel="preload" href="/remotes/mf-shop/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(html).toContain(
      '<div id="root"><main>Boutique</main></div><script type="application/json" id="cm-router-data">',
    );
  });

  it('runs its first lines of script right after the charset, before any stylesheet', () => {
    const html = composeDocument({
      template:
        '<!doctype html><html><head><meta charset="utf-8"><link href="/g.css" rel="stylesheet"></head><body><div id="root"></div></body></html>',
      html: '<main>Boutique</main>',
      styles: '',
      dataBlocks: '',
    });
    expect(html).toContain(
      `<head><meta charset="utf-8"><script>${FIRST_TAPS_SCRIPT}</script><link href="/g.css"`,
    );
    expect(html.split('<script>').length, 'one inline script').toBe(2);
  });

  it('keeps the template head when the tree brings none', () => {
    expect(splitHoisted('<main>x</main>')).toEqual({ head: '', body: '<main>x</main>' });
  });

  it('writes data that cannot close its script element or run', () => {
    const block = scriptJson('cm-router-data', { name: '</script><script>alert(1)</script>\u2028' });
    expect(block).not.toContain('</script><script>');
    expect(block).toContain('\\u003c/script>');
    expect(block).toContain('\\u2028');
    expect(block.startsWith('<script type="application/json"')).toBe(true);
    const json = /<script[^>]*>(.*)<\/script>$/.exec(block)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>\u2028' });
  });
});
