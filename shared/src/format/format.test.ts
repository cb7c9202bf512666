import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDateLong,
  formatDateShort,
  formatDuration,
  formatNumber,
  formatPercent,
  formatPower,
  formatPrice,
  newestFirst,
  truncate,
} from './format';

// fr-MA as ICU writes it: '.' groups thousands, ',' decimals, a no-break space before the unit.
const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('writes MAD the fr-MA way', () => {
    expect(formatPrice(1234)).toBe(`1.234,00${NBSP}MAD`);
    expect(formatPrice(1234567.5)).toBe(`1.234.567,50${NBSP}MAD`);
    expect(formatPrice(0)).toBe(`0,00${NBSP}MAD`);
  });

  it("says 'Prix sur demande' when there is no price", () => {
    expect(formatPrice(null)).toBe('Prix sur demande');
    expect(formatPrice(undefined)).toBe('Prix sur demande');
    expect(formatPrice(Number.NaN)).toBe('Prix sur demande');
  });
});

describe('dates', () => {
  it('writes the French long and short formats, as in Morocco', () => {
    expect(formatDateLong('2026-03-12')).toBe('12 mars 2026');
    expect(formatDateLong('2026-12-31T23:30:00Z')).toBe('1 janvier 2027');
    expect(formatDateShort('2026-03-12T10:00:00Z')).toBe('12/03/2026');
  });

  it('gives an empty string for a missing or invalid date', () => {
    expect(formatDateLong(null)).toBe('');
    expect(formatDateLong('not a date')).toBe('');
  });

  it('sorts ISO timestamps newest first, a missing one last', () => {
    const dates = ['2026-03-12T10:00:00Z', null, '2026-11-02T08:00:00Z', '2025-12-31T23:59:59Z'];
    expect([...dates].sort(newestFirst)).toEqual([
      '2026-11-02T08:00:00Z',
      '2026-03-12T10:00:00Z',
      '2025-12-31T23:59:59Z',
      null,
    ]);
  });
});

describe('counts and numbers', () => {
  it('caps badge counts at 99+', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(12, 9)).toBe('9+');
  });

  it('formats numbers, percentages and power', () => {
    expect(formatNumber(12500)).toBe('12.500');
    expect(formatNumber(3.75, 1)).toBe('3,8');
    expect(formatPercent(15)).toBe(`15${NBSP}%`);
    expect(formatPower(7.4)).toBe('7,4 kW');
    expect(formatPower(null)).toBe('');
  });

  it('writes durations in hours and minutes', () => {
    expect(formatDuration(0.75)).toBe('45 min');
    expect(formatDuration(2)).toBe('2 h');
    expect(formatDuration(1.5)).toBe('1 h 30 min');
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text at 80 characters with an ellipsis', () => {
    expect(truncate('Borne compacte')).toBe('Borne compacte');
    const long = 'a'.repeat(100);
    expect(truncate(long)).toBe(`${'a'.repeat(79)}…`);
    expect(truncate(long)).toHaveLength(80);
    expect(truncate('Une borne de recharge intelligente', 12)).toBe('Une borne d…');
    expect(truncate(null)).toBe('');
  });
});
