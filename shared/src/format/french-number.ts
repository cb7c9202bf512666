/**
 * Numbers written as fr-MA writes them ('1.234.567,89'), without Intl: a page's first Intl formatter
 * loads the locale's data, 15-40 ms in one call in a browser, which a page of prices would spend for
 * nothing but these separators. The output is Intl.NumberFormat('fr-MA')'s, character for character
 * (checked against it in french-number.test.ts): rounding half away from zero on the number's shortest
 * decimal form, dots between thousands, a comma before the decimals, '-' for negative numbers.
 */

/** The digits of |value| and where its decimal point falls in them (digits '12345', point 2 → 123.45). */
function decimalDigits(value: number): { digits: string; point: number } {
  // the shortest form that reads back as the same number, as Intl rounds from: '1.005', '1e+21', '5e-7'
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: whole + fraction, point: whole.length + Number(exponent) };
}

/** Rounds the digits at `fractionDigits` decimals, half away from zero: the whole and fraction parts. */
function roundDigits(value: number, fractionDigits: number): { whole: string; fraction: string } {
  const { digits, point } = decimalDigits(value);
  // pad so the point falls inside the digits and one digit past the kept decimals exists
  const lead = Math.max(0, 1 - point);
  const padded =
    '0'.repeat(lead) + digits + '0'.repeat(Math.max(0, point + fractionDigits + 1 - digits.length));
  const pointAt = point + lead;
  const kept = padded.slice(0, pointAt + fractionDigits);
  const roundUp = Number(padded[pointAt + fractionDigits]) >= 5;
  const rounded = roundUp ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const wholeLength = rounded.length - fractionDigits;
  const whole = rounded.slice(0, wholeLength).replace(/^0+(?=\d)/, '');
  return { whole: whole || '0', fraction: rounded.slice(wholeLength) };
}

/** '1234567' → '1.234.567'. */
function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * `value` with between `minimumFractionDigits` and `maximumFractionDigits` decimals, as fr-MA writes
 * it. Not for NaN or infinities (the callers say what those show).
 */
export function writeFrenchNumber(
  value: number,
  maximumFractionDigits: number,
  minimumFractionDigits = 0,
): string {
  const { whole, fraction } = roundDigits(value, maximumFractionDigits);
  let decimals = fraction;
  while (decimals.length > minimumFractionDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${groupThousands(whole)}${decimals ? `,${decimals}` : ''}`;
}
