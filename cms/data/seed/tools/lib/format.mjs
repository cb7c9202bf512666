// French number formatting for the human-readable specification strings.
// A plain space separates thousands so that the strings stay easy to parse.

/** @param {number} value @param {number | null} [decimals] */
export function frNumber(value, decimals = null) {
  const fixed = decimals === null ? String(value) : value.toFixed(decimals);
  const [integerPart, fractionPart] = fixed.split('.');
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fractionPart ? `${grouped},${fractionPart}` : grouped;
}

/** @param {number} value @param {string} unit @param {number | null} [decimals] */
export function withUnit(value, unit, decimals = null) {
  return `${frNumber(value, decimals)} ${unit}`;
}

export function kw(value) {
  return withUnit(value, 'kW');
}

export function durationFromHours(hours) {
  const totalMinutes = Math.round((hours * 60) / 5) * 5;
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}

export function slugify(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function countWords(html) {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
