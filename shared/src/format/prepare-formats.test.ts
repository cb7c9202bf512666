// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The format module afresh (its formatters are made once per module), with Intl's constructors counted. */
async function freshFormats() {
  vi.resetModules();
  const { NumberFormat, DateTimeFormat } = Intl;
  const numberFormats = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function made(...args) {
    return new NumberFormat(...args);
  });
  const dateFormats = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function made(...args) {
    return new DateTimeFormat(...args);
  });
  const formats = await import('./format');
  return { ...formats, numberFormats, dateFormats };
}

function servedPage(html: string): ParentNode {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe("the formatters of the served page's figures, made ahead of its render", () => {
  afterEach(() => vi.restoreAllMocks());

  it('a page with a price and a date: both formatters are made, and its render makes none', async () => {
    const { prepareFormatsOf, formatPrice, formatDateLong, numberFormats, dateFormats } =
      await freshFormats();
    const page = servedPage(
      '<p data-money="">1.234,00 MAD</p><time datetime="2026-03-12">12 mars 2026</time>',
    );
    expect(prepareFormatsOf(page)).toBe(true);
    expect(numberFormats).toHaveBeenCalledTimes(1);
    expect(dateFormats).toHaveBeenCalledTimes(1);
    formatPrice(1234);
    formatDateLong('2026-03-12');
    expect(numberFormats).toHaveBeenCalledTimes(1);
    expect(dateFormats).toHaveBeenCalledTimes(1);
  });

  it('a box the browser draws, marked as showing figures to come: both formatters are made', async () => {
    const { prepareFormatsOf, FIGURES_AHEAD_ATTRIBUTE, numberFormats, dateFormats } = await freshFormats();
    expect(prepareFormatsOf(servedPage(`<div ${FIGURES_AHEAD_ATTRIBUTE}=""><p>Chargement…</p></div>`))).toBe(
      true,
    );
    expect(numberFormats).toHaveBeenCalledTimes(1);
    expect(dateFormats).toHaveBeenCalledTimes(1);
  });

  it('a page with no figure: nothing is made (the locale data stays unloaded)', async () => {
    const { prepareFormatsOf, numberFormats, dateFormats } = await freshFormats();
    expect(prepareFormatsOf(servedPage('<h1>Questions fréquentes</h1>'))).toBe(false);
    expect(numberFormats).not.toHaveBeenCalled();
    expect(dateFormats).not.toHaveBeenCalled();
  });
});
