import { formatDateLong } from '../format/format';

/**
 * Every long date on screen ('12 mars 2026'), in a `<time>` that carries it: the start-up reads the
 * served page's `<time>` elements so that hydration writes them again without Intl (see
 * keepServedDatesOf). Nothing for a missing or invalid date.
 */
export function LongDate({ value }: { value: string | null | undefined }) {
  const text = formatDateLong(value);
  return text && value ? <time dateTime={value}>{text}</time> : null;
}
