// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The format module afresh (its formatters and the served dates are per module), with Intl's constructors counted. */
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

describe('the French formats while the served page hydrates', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes the served page's dates again from their text, without Intl", async () => {
    const { keepServedDatesOf, formatDateLong, dateFormats } = await freshFormats();
    keepServedDatesOf(
      servedPage('<time datetime="2026-03-12T09:00:00.000Z">12 mars 2026</time><time datetime="x"></time>'),
    );
    expect(formatDateLong('2026-03-12T09:00:00.000Z')).toBe('12 mars 2026');
    expect(dateFormats).not.toHaveBeenCalled();
  });

  it('formats a date the served page did not show, as the server does', async () => {
    const { keepServedDatesOf, formatDateLong, dateFormats } = await freshFormats();
    keepServedDatesOf(servedPage('<time datetime="2026-03-12">12 mars 2026</time>'));
    expect(formatDateLong('2026-11-02')).toBe('2 novembre 2026');
    expect(dateFormats).toHaveBeenCalledTimes(1);
  });

  it('prices and numbers load no Intl data at all', async () => {
    const { formatPrice, formatNumber, formatPercent, formatPower, numberFormats, dateFormats } =
      await freshFormats();
    expect([formatPrice(1234), formatNumber(1234.5, 1), formatPercent(15), formatPower(3.7)]).toEqual([
      '1.234,00\u00a0MAD',
      '1.234,5',
      '15\u00a0%',
      '3,7 kW',
    ]);
    expect(numberFormats).not.toHaveBeenCalled();
    expect(dateFormats).not.toHaveBeenCalled();
  });
});
