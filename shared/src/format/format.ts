import { formatMessage, coreMessages as messages } from '../messages/core';
import { writeFrenchNumber } from './french-number';

const LOCALE = 'fr-MA';
// Dates are shown as they are in Morocco, whatever the visitor's machine says.
const TIME_ZONE = 'Africa/Casablanca';

/** A formatter made the first time it is used: building Intl formatters is slow, and most pages use few. */
function lazily<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}

const longDateFormatter = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE }),
);
const shortDateFormatter = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeZone: TIME_ZONE }),
);
const dateTimeFormatter = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE }),
);

/** The long dates the served page shows, by the value they were written from (its `<time>`'s datetime). */
const servedLongDates = new Map<string, string>();

/**
 * Keeps the long dates the served page under `root` shows (each in a `<time>`, see ui/long-date), so
 * that hydration writes them again without Intl: the page's first Intl formatter loads the locale's
 * data, 15-40 ms at full speed in one call, which hydration would otherwise spend in the render of
 * its first date. The server wrote them with formatDateLong from the same values: the text is the
 * same. Dates the page draws later (a client navigation) are formatted as usual. Numbers and prices
 * need no Intl (./french-number.ts).
 */
export function keepServedDatesOf(root: ParentNode): void {
  for (const time of root.querySelectorAll('time[datetime]')) {
    const value = time.getAttribute('datetime');
    if (value && time.textContent) servedLongDates.set(value, time.textContent);
  }
}

/** '1.234,00 MAD' (fr-MA groups thousands with a dot); null or undefined → 'Prix sur demande'. */
export function formatPrice(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount))
    return messages.common.priceOnRequest;
  return `${writeFrenchNumber(amount, 2, 2)}\u00a0MAD`;
}

/** '1.234', '3,7'; `minimumFractionDigits` keeps trailing zeros ('4,0'). */
export function formatNumber(value: number, maximumFractionDigits = 0, minimumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return '';
  return writeFrenchNumber(value, maximumFractionDigits, minimumFractionDigits);
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Sorts ISO timestamps newest first (a missing one last). ISO strings sort by their characters:
 * no collation, which would load the locale's data (localeCompare does) for nothing.
 */
export function newestFirst(a: string | null | undefined, b: string | null | undefined): number {
  const left = a ?? '';
  const right = b ?? '';
  if (left === right) return 0;
  return left < right ? 1 : -1;
}

/** '12 mars 2026'; an invalid or missing date gives ''. */
export function formatDateLong(value: string | number | Date | null | undefined): string {
  const served = typeof value === 'string' ? servedLongDates.get(value) : undefined;
  if (served !== undefined) return served;
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
  return `${writeFrenchNumber(points, maximumFractionDigits)}\u00a0%`;
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
