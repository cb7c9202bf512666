// Minimal helpers to write small, valid, accessible SVG files.

export function escapeXml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function svgDocument({ width, height, title, body, defs = '' }) {
  const defsBlock = defs ? `<defs>${defs}</defs>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${defsBlock}${body}</svg>\n`
  );
}

export function text(x, y, content, { size = 32, weight = 400, fill = '#1f2937', anchor = 'start' } = {}) {
  return (
    `<text x="${x}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" ` +
    `font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`
  );
}

export function linearGradient(id, from, to, vertical = true) {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

// Mixes a hex colour with white (amount > 0) or black (amount < 0).
export function shade(hex, amount) {
  const value = parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const target = amount > 0 ? 255 : 0;
  const ratio = Math.abs(amount);
  const mixed = channels.map((c) => Math.round(c + (target - c) * ratio));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function lightningBolt(x, y, scale, fill) {
  return `<path transform="translate(${x} ${y}) scale(${scale})" d="M14 0 0 22h10l-4 18 16-24H12z" fill="${fill}"/>`;
}

// Type 2 connector face seen from the front: 7 contacts in a flattened circle.
export function type2Face(cx, cy, r, body = '#2b2f36', pin = '#d1d5db') {
  const pins = [
    [-0.45, -0.25],
    [0, -0.25],
    [0.45, -0.25],
    [-0.25, 0.1],
    [0.25, 0.1],
    [-0.45, 0.42],
    [0.45, 0.42],
  ]
    .map(
      ([dx, dy]) =>
        `<circle cx="${(cx + dx * r).toFixed(1)}" cy="${(cy + dy * r).toFixed(1)}" r="${(r * 0.13).toFixed(1)}" fill="${pin}"/>`,
    )
    .join('');
  const top = cy - r * 0.55;
  return `<path d="M${cx - r} ${top}h${2 * r}v${r * 0.45}a${r} ${r} 0 0 1-${2 * r} 0z" fill="${body}"/>${pins}`;
}
