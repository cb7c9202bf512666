// JSON output laid out the way the repository's formatter lays it out (print width 110):
// objects always expanded, arrays of plain values kept on one line when they fit.
const PRINT_WIDTH = 110;

function isPlain(value) {
  return value === null || typeof value !== 'object';
}

function render(value, indent, column) {
  if (isPlain(value)) return JSON.stringify(value);
  const inner = ' '.repeat(indent + 2);
  const closing = ' '.repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(isPlain)) {
      const inline = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
      if (column + inline.length + 1 <= PRINT_WIDTH) return inline;
    }
    const items = value.map((item) => inner + render(item, indent + 2, inner.length));
    return `[\n${items.join(',\n')}\n${closing}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => {
    const prefix = `${inner}${JSON.stringify(key)}: `;
    return prefix + render(item, indent + 2, prefix.length);
  });
  return `{\n${lines.join(',\n')}\n${closing}}`;
}

export function formatJson(data) {
  return `${render(data, 0, 0)}\n`;
}
