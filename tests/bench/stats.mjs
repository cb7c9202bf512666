/** Nearest-rank percentile of a list of numbers (NaN when empty). */
export function percentile(values, p) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const median = (values) => percentile(values, 50);

/** 'PASS' or 'FAIL' with the budget's wording, e.g. verdict(312, '≥', 300, 'pages/s'). */
export function verdict(value, comparison, limit, unit) {
  const ok = comparison === '≥' ? value >= limit : value <= limit;
  return `${ok ? 'PASS' : 'FAIL'} (${comparison} ${limit}${unit ? ` ${unit}` : ''})`;
}

/** Prints rows as a table whose columns fit their widest cell; numbers right-aligned. */
export function printTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(String(title).length, ...rows.map((row) => String(row[column] ?? '').length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => {
        const text = String(cell ?? '');
        return typeof cell === 'number' || /^[\d.,-]+$/.test(text)
          ? text.padStart(widths[column])
          : text.padEnd(widths[column]);
      })
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
