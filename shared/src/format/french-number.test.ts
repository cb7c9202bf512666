import { describe, expect, it } from 'vitest';
import { writeFrenchNumber } from './french-number';

/** Numbers of every shape a price, a power or a rating takes, and the edges of rounding. */
function sampleNumbers(): number[] {
  const edges = [0, -0, 1, 12, 999.995, 1234.5, 1234567.891, -50, -1234.5, 0.005, 1.005, 2.675, 99.5];
  const more = [0.1 + 0.2, 1e21, 123456789012.345, 5e-7, 0.045, 0.95, 9.95, 9999.9951, 1e-7, 3.7, 22, 4.25];
  // a fixed pseudo-random series, so a failure is the same on every run
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const random = Array.from({ length: 3000 }, (_, index) => {
    const magnitude = 10 ** Math.floor(next() * 9 - 2);
    const value = Math.round(next() * magnitude * 1000) / 1000;
    return index % 7 === 0 ? -value : value;
  });
  return [...edges, ...more, ...random];
}

describe('numbers written as fr-MA writes them, without Intl', () => {
  it.each([
    [0, 0],
    [0, 1],
    [0, 2],
    [1, 1],
    [2, 2],
  ])('matches Intl.NumberFormat("fr-MA") with %i to %i decimals on every sample', (min, max) => {
    const intl = new Intl.NumberFormat('fr-MA', { minimumFractionDigits: min, maximumFractionDigits: max });
    const mismatches = sampleNumbers()
      .map((value) => [value, writeFrenchNumber(value, max, min), intl.format(value)] as const)
      .filter(([, ours, theirs]) => ours !== theirs);
    expect(mismatches).toEqual([]);
  });

  it('reads as a shopper expects', () => {
    expect(writeFrenchNumber(1234567.891, 2, 2)).toBe('1.234.567,89');
    expect(writeFrenchNumber(3.7, 1)).toBe('3,7');
    expect(writeFrenchNumber(22, 1)).toBe('22');
    expect(writeFrenchNumber(-1234.5, 0)).toBe('-1.235');
    expect(writeFrenchNumber(1.005, 2, 2)).toBe('1,01');
  });
});
