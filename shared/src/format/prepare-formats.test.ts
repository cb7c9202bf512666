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

  it('a page with a date: its formatter is made, and its render makes none', async () => {
    const { prepareFormatsOf, formatDateLong, dateFormats } = await freshFormats();
    expect(prepareFormatsOf(servedPage('<time datetime="2026-03-12">12 mars 2026</time>'))).toBe(true);
    expect(dateFormats).toHaveBeenCalledTimes(1);
    formatDateLong('2026-03-12');
    expect(dateFormats).toHaveBeenCalledTimes(1);
  });

  it('prices and numbers load no Intl data at all, ahead or in the render', async () => {
    const {
      prepareFormatsOf,
      formatPrice,
      formatNumber,
      formatPercent,
      formatPower,
      numberFormats,
      dateFormats,
    } = await freshFormats();
    expect(prepareFormatsOf(servedPage('<p data-money="">1.234,00 MAD</p>'))).toBe(false);
    expect([formatPrice(1234), formatNumber(1234.5, 1), formatPercent(15), formatPower(3.7)]).toEqual([
      '1.234,00\u00a0MAD',
      '1.234,5',
      '15\u00a0%',
      '3,7 kW',
    ]);
    expect(numberFormats).not.toHaveBeenCalled();
    expect(dateFormats).not.toHaveBeenCalled();
  });

  it('a page with no date: nothing is made (the locale data stays unloaded)', async () => {
    const { prepareFormatsOf, numberFormats, dateFormats } = await freshFormats();
    expect(prepareFormatsOf(servedPage('<h1>Questions fréquentes</h1>'))).toBe(false);
    expect(numberFormats).not.toHaveBeenCalled();
    expect(dateFormats).not.toHaveBeenCalled();
  });
});
