import { formatMessage, coreMessages as messages } from '../messages/core';

const LOCALE = 'fr-MA';
// Dates are shown as they are in Morocco, whatever the visitor's machine says.
const TIME_ZONE = 'Africa/Casablanca';

/** A formatter made the first time it is used: building Intl formatters is slow, and most pages use few. */
function lazily<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}

const priceFormatter = lazily(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MAD' }));
const longDateFormatter = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE }),
);
const shortDateFormatter = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeZone: TIME_ZONE }),
);
const dateTimeFormatter = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE }),
);

const numberFormatters = new Map<string, Intl.NumberFormat>();
/** One formatter per style and precision, made on first use and kept (lists format many numbers). */
function numberFormatter(style: 'decimal' | 'percent', maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${style}:${maximumFractionDigits}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, { style, maximumFractionDigits });
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Marks a served box whose content the browser draws itself and which shows prices and dates (a
 * signed-in page: checkout, orders, wishlist), so its formatters are made ahead too.
 */
export const FIGURES_AHEAD_ATTRIBUTE = 'data-figures-ahead';

/** How the served page marks its formatted figures: a price (`data-money`), a date (`<time>`), or both to come. */
const FORMATTED_FIGURES = {
  price: `[data-money], [${FIGURES_AHEAD_ATTRIBUTE}]`,
  date: `time[datetime], [${FIGURES_AHEAD_ATTRIBUTE}]`,
} as const;

/**
 * Makes, ahead of the first render that needs them, the formatters of the figures the served page
 * under `root` shows. The page's first French formatter loads the locale's data, 15-25 ms at full
 * speed in one call (the next ones cost almost nothing): done here, the start-up runs it in a task of
 * its own rather than inside the render of the first price or date. Says whether it made any.
 */
export function prepareFormatsOf(root: ParentNode): boolean {
  const prices = root.querySelector(FORMATTED_FIGURES.price) !== null;
  const dates = root.querySelector(FORMATTED_FIGURES.date) !== null;
  if (prices) priceFormatter().format(0);
  if (dates) longDateFormatter().format(0);
  return prices || dates;
}

/** '1.234,00 MAD' (fr-MA groups thousands with a dot); null or undefined → 'Prix sur demande'. */
export function formatPrice(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount))
    return messages.common.priceOnRequest;
  return priceFormatter().format(amount);
}

export function formatNumber(value: number, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return '';
  return numberFormatter('decimal', maximumFractionDigits).format(value);
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '12 mars 2026'; an invalid or missing date gives ''. */
export function formatDateLong(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? longDateFormatter().format(date) : '';
}

/** '12/03/2026'. */
export function formatDateShort(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? shortDateFormatter().format(date) : '';
}

/** '12/03/2026 14:05'. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormatter().format(date) : '';
}

/** Badge counts: 0…cap as is, above the cap '99+'. */
export function formatCount(count: number, cap = 99): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  return count > cap ? `${cap}+` : String(Math.floor(count));
}

/** A percentage given in points (15 → '15 %'). */
export function formatPercent(points: number, maximumFractionDigits = 0): string {
  if (!Number.isFinite(points)) return '';
  return numberFormatter('percent', maximumFractionDigits).format(points / 100);
}

/** Cuts at `max` characters (ellipsis included) on the text's own characters, never mid-surrogate. */
export function truncate(text: string | null | undefined, max = 80): string {
  if (!text) return '';
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}

/** Charging and installation durations: '45 min', '2 h', '1 h 30 min'. */
export function formatDuration(hours: number): string {
  if (!Number.isFinite(hours) || hours <= 0) return '0 min';
  const totalMinutes = Math.round(hours * 60);
  const wholeHours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (wholeHours === 0) return `${minutes} min`;
  return minutes === 0 ? `${wholeHours} h` : `${wholeHours} h ${String(minutes).padStart(2, '0')} min`;
}

/** '22 kW', '3,7 kW'. */
export function formatPower(kw: number | null | undefined): string {
  if (kw === null || kw === undefined || !Number.isFinite(kw)) return '';
  return `${formatNumber(kw, 1)} kW`;
}

/** '5 min de lecture'. */
export function formatReadTime(minutes: number | null | undefined): string {
  return formatMessage(messages.common.minutesRead, { minutes: Math.max(1, Math.round(minutes ?? 1)) });
}

/** The browser tab's title of a screen: 'Boutique | ChargeMaroc'. */
export function pageTitle(title: string): string {
  return `${title} | ${messages.common.brand}`;
}
