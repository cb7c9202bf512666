// Flat product illustrations (800 × 600): one drawing per `art.kind`, a brand-coloured accent
// and a caption with the brand and the product name.
import { lightningBolt, linearGradient, shade, svgDocument, text, type2Face } from '../lib/svg.mjs';

const WIDTH = 800;
const HEIGHT = 600;
const FLOOR = 440;
const DARK = '#1f2937';
const CASE = '#ffffff';
const OUTLINE = '#cfd6de';

// Plug seen from the side: the contact face is at (x, y) and the handle extends along the rotated x axis.
function type2Plug(x, y, accent, rotation = 0) {
  return (
    `<g transform="translate(${x} ${y}) rotate(${rotation})">` +
    `<rect x="0" y="-20" width="86" height="40" rx="18" fill="${DARK}"/>` +
    `<rect x="46" y="-20" width="10" height="40" fill="${accent}"/>` +
    `<circle cx="0" cy="0" r="30" fill="${DARK}"/>` +
    type2Face(0, 2, 22, '#374151') +
    `</g>`
  );
}

function type1Plug(x, y, rotation = 0) {
  const pins = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<circle cx="${(Math.cos(i * 1.2566) * 11).toFixed(1)}" cy="${(Math.sin(i * 1.2566) * 11).toFixed(1)}" r="4" fill="#d1d5db"/>`,
    )
    .join('');
  return (
    `<g transform="translate(${x} ${y}) rotate(${rotation})">` +
    `<rect x="0" y="-20" width="86" height="40" rx="18" fill="${DARK}"/>` +
    `<circle cx="0" cy="0" r="30" fill="${DARK}"/><circle cx="0" cy="0" r="21" fill="#374151"/>${pins}</g>`
  );
}

function roundPlug(x, y, kind) {
  const colours = { 'cee-red': '#d62828', 'cee-blue': '#1d6fd8', schuko: '#374151', type1: DARK };
  const colour = colours[kind];
  const pins = kind === 'schuko' ? 2 : kind === 'cee-blue' ? 3 : 5;
  const dots = Array.from({ length: pins }, (_, i) => {
    const angle = (Math.PI * 2 * i) / pins - Math.PI / 2;
    return `<circle cx="${(x + Math.cos(angle) * 14).toFixed(1)}" cy="${(y + Math.sin(angle) * 14).toFixed(1)}" r="4" fill="#e5e7eb"/>`;
  }).join('');
  return (
    `<rect x="${x}" y="${y - 18}" width="70" height="36" rx="10" fill="${colour}"/>` +
    `<circle cx="${x}" cy="${y}" r="30" fill="${shade(colour, -0.15)}"/>` +
    `<circle cx="${x}" cy="${y}" r="23" fill="${shade(colour, -0.4)}"/>` +
    dots
  );
}

function cablePath(d, width = 12) {
  return `<path d="${d}" fill="none" stroke="${DARK}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function ledRing(cx, cy, r, accent) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${accent}" stroke-width="10"/><circle cx="${cx}" cy="${cy}" r="${r - 18}" fill="#111827"/>`;
}

function screen(x, y, w, h, accent) {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#0f172a"/>` +
    `<rect x="${x + 10}" y="${y + h - 16}" width="${((w - 20) * 0.65).toFixed(1)}" height="6" rx="3" fill="${accent}"/>` +
    lightningBolt(x + 12, y + 10, 0.8, accent) +
    text(x + w - 12, y + 30, 'kW', { size: 18, weight: 700, fill: '#e5e7eb', anchor: 'end' })
  );
}

function socketFace(cx, cy, accent, r = 40) {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#111827" stroke="${accent}" stroke-width="5"/>` +
    type2Face(cx, cy + 2, r * 0.7, '#374151')
  );
}

function wallbox(art) {
  const w = art.large ? 260 : art.tall ? 190 : 220;
  const h = art.large ? 320 : art.tall ? 330 : 260;
  const x = 400 - w / 2;
  const y = 60;
  const cx = 400;
  let front = `<rect x="${x + 16}" y="${y + 16}" width="${w - 32}" height="${h - 32}" rx="26" fill="url(#face)"/>`;
  if (art.ring) front += ledRing(cx, y + h * 0.42, Math.min(w, h) * 0.26, art.accent);
  if (art.screen) front += screen(cx - (w - 80) / 2, y + 44, w - 80, 70, art.accent);
  if (!art.ring && !art.screen) {
    front +=
      `<rect x="${cx - 50}" y="${y + 50}" width="100" height="10" rx="5" fill="${art.accent}"/>` +
      lightningBolt(cx - 13, y + 84, 1.2, '#ffffff');
  }
  let outlet;
  if (art.socket) {
    outlet = socketFace(cx, y + h - 70, art.accent);
  } else {
    const plugX = cx + w / 2 + 70;
    const plugY = y + 90;
    outlet =
      cablePath(`M${cx} ${y + h - 8}C${cx} ${y + h + 110} ${plugX} ${y + h + 60} ${plugX} ${plugY + 86}`) +
      type2Plug(plugX, plugY, art.accent, 90);
  }
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="40" fill="${CASE}" stroke="${OUTLINE}" stroke-width="3"/>` +
    front +
    outlet
  );
}

function dcStation(art) {
  const x = art.satellite ? 330 : 300;
  const w = art.satellite ? 130 : 200;
  const top = art.tall ? 40 : 60;
  let body = '';
  if (art.satellite) {
    body += `<rect x="500" y="170" width="220" height="270" rx="12" fill="#e5e7eb" stroke="${OUTLINE}" stroke-width="3"/>`;
    body += [0, 1, 2, 3]
      .map((i) => `<rect x="520" y="${200 + i * 55}" width="180" height="30" rx="6" fill="#d1d5db"/>`)
      .join('');
    body += `<rect x="500" y="170" width="220" height="14" fill="${art.accent}"/>`;
  }
  body += `<rect x="${x}" y="${top}" width="${w}" height="${FLOOR - top}" rx="22" fill="${CASE}" stroke="${OUTLINE}" stroke-width="3"/>`;
  body += `<rect x="${x}" y="${top + 30}" width="${w}" height="18" fill="${art.accent}"/>`;
  body += screen(x + 22, top + 70, w - 44, art.satellite ? 90 : 110, art.accent);
  body +=
    `<rect x="${x + w / 2 - 24}" y="${top + 205}" width="48" height="48" rx="8" fill="#e5e7eb"/>` +
    text(x + w / 2, top + 236, 'DC', { size: 18, weight: 700, fill: DARK, anchor: 'middle' });
  const holsters = art.satellite
    ? [[x - 8, -1]]
    : [
        [x - 8, -1],
        [x + w + 8, 1],
      ];
  body += holsters
    .map(
      ([hx, side]) =>
        cablePath(
          `M${hx} ${top + 220}C${hx + side * 90} ${top + 300} ${hx + side * 110} ${FLOOR - 20} ${hx + side * 40} ${FLOOR - 10}`,
          14,
        ) +
        `<rect x="${hx - 16}" y="${top + 150}" width="32" height="70" rx="10" fill="${DARK}"/>` +
        `<circle cx="${hx}" cy="${top + 150}" r="22" fill="${DARK}"/><circle cx="${hx}" cy="${top + 150}" r="12" fill="#374151"/>`,
    )
    .join('');
  body += `<rect x="${x - 10}" y="${FLOOR - 12}" width="${w + 20}" height="14" rx="4" fill="#9ca3af"/>`;
  return body;
}

function double(art) {
  return (
    `<rect x="385" y="330" width="30" height="${FLOOR - 330}" fill="#9ca3af"/>` +
    `<rect x="210" y="90" width="380" height="240" rx="36" fill="${CASE}" stroke="${OUTLINE}" stroke-width="3"/>` +
    `<rect x="228" y="108" width="344" height="204" rx="26" fill="url(#face)"/>` +
    screen(330, 124, 140, 56, art.accent) +
    socketFace(310, 250, art.accent) +
    socketFace(490, 250, art.accent)
  );
}

function pedestal(art) {
  const head = art.double
    ? `<rect x="300" y="60" width="200" height="170" rx="26" fill="${CASE}" stroke="${OUTLINE}" stroke-width="3"/>` +
      `<rect x="330" y="80" width="140" height="12" rx="6" fill="${art.accent}"/>` +
      socketFace(350, 160, art.accent, 32) +
      socketFace(450, 160, art.accent, 32)
    : `<rect x="330" y="70" width="140" height="150" rx="30" fill="${CASE}" stroke="${OUTLINE}" stroke-dasharray="10 8" stroke-width="3"/>` +
      text(400, 152, 'borne', { size: 20, fill: '#9ca3af', anchor: 'middle' });
  return (
    `<rect x="370" y="120" width="60" height="${FLOOR - 120}" rx="10" fill="${shade(art.accent, -0.1)}"/>` +
    `<rect x="378" y="240" width="10" height="150" rx="5" fill="${shade(art.accent, 0.35)}"/>` +
    head +
    `<rect x="320" y="${FLOOR - 16}" width="160" height="18" rx="5" fill="#6b7280"/>`
  );
}

function socket(art) {
  return (
    `<rect x="290" y="110" width="220" height="220" rx="30" fill="${CASE}" stroke="${OUTLINE}" stroke-width="3"/>` +
    `<rect x="310" y="90" width="180" height="60" rx="18" fill="${shade(art.accent, 0.1)}"/>` +
    `<circle cx="400" cy="235" r="72" fill="#f3f4f6" stroke="${OUTLINE}" stroke-width="3"/>` +
    `<circle cx="372" cy="235" r="9" fill="${DARK}"/><circle cx="428" cy="235" r="9" fill="${DARK}"/>` +
    `<rect x="394" y="166" width="12" height="18" rx="3" fill="#9ca3af"/><rect x="394" y="286" width="12" height="18" rx="3" fill="#9ca3af"/>` +
    lightningBolt(388, 100, 1, '#ffffff')
  );
}

function portable(art) {
  const box =
    `<rect x="300" y="195" width="220" height="110" rx="40" fill="${DARK}"/>` +
    `<rect x="320" y="215" width="180" height="70" rx="30" fill="${art.accent}"/>` +
    lightningBolt(398, 228, 1.1, '#ffffff');
  const outlet = art.socket
    ? cablePath('M520 250C600 250 600 360 600 360', 12) +
      `<rect x="560" y="330" width="120" height="90" rx="20" fill="${DARK}"/>` +
      socketFace(620, 375, art.accent, 30)
    : cablePath('M520 250C620 250 560 380 640 380', 12) + type2Plug(670, 380, art.accent, 180);
  return cablePath('M190 250C240 250 250 250 300 250', 12) + roundPlug(120, 250, art.plug) + box + outlet;
}

function coil(cx, cy, loops, width) {
  return Array.from({ length: loops }, (_, i) => {
    const rx = 150 - i * 10;
    return `<ellipse cx="${cx + i * 6}" cy="${cy}" rx="${rx}" ry="${(rx * 0.55).toFixed(1)}" fill="none" stroke="${DARK}" stroke-width="${width}"/>`;
  }).join('');
}

function cable(art) {
  const loops = Math.min(5, Math.max(3, Math.round(art.length / 2)));
  const farEnd = art.type1 ? type1Plug(640, 330, 180) : type2Plug(640, 330, art.accent, 180);
  return (
    coil(380, 250, loops, 12) +
    cablePath('M240 260C200 300 190 330 170 330') +
    cablePath('M520 260C560 300 580 330 560 330') +
    type2Plug(160, 330, art.accent, 0) +
    farEnd +
    text(400, 260, `${String(art.length).replace('.', ',')} m`, {
      size: 30,
      weight: 700,
      fill: art.accent,
      anchor: 'middle',
    })
  );
}

function adapter(art) {
  const from = art.from === 'type1' ? type1Plug(230, 250, 0) : roundPlug(230, 250, art.from);
  return (
    cablePath('M300 250C360 250 420 250 480 250', 26) +
    from +
    `<rect x="480" y="210" width="90" height="80" rx="22" fill="${DARK}"/>` +
    `<rect x="492" y="222" width="66" height="10" rx="5" fill="${art.accent}"/>` +
    socketFace(600, 250, art.accent, 44)
  );
}

function extension(art) {
  return (
    cablePath('M520 330C600 380 640 380 660 380') +
    cablePath('M290 340C230 380 200 390 170 390') +
    `<circle cx="400" cy="250" r="150" fill="${shade(art.accent, 0.15)}"/>` +
    `<circle cx="400" cy="250" r="120" fill="none" stroke="${DARK}" stroke-width="16" stroke-dasharray="4 6"/>` +
    `<circle cx="400" cy="250" r="92" fill="none" stroke="${DARK}" stroke-width="16"/>` +
    `<circle cx="400" cy="250" r="40" fill="${CASE}" stroke="${OUTLINE}" stroke-width="3"/>` +
    roundPlug(680, 380, 'cee-red') +
    roundPlug(120, 390, 'cee-red')
  );
}

function dinModule(x, width, accent, inner) {
  return (
    `<rect x="${x}" y="120" width="${width}" height="240" rx="12" fill="${CASE}" stroke="${OUTLINE}" stroke-width="3"/>` +
    `<rect x="${x}" y="120" width="${width}" height="26" rx="12" fill="#e5e7eb"/>` +
    `<rect x="${x}" y="334" width="${width}" height="26" rx="12" fill="#e5e7eb"/>` +
    `<rect x="${x + 12}" y="160" width="${width - 24}" height="10" rx="5" fill="${accent}"/>` +
    inner
  );
}

const dinRail = '<rect x="150" y="230" width="500" height="24" fill="#9ca3af"/>';

function meter(art) {
  const lcd =
    `<rect x="300" y="190" width="200" height="80" rx="8" fill="#d9f99d"/>` +
    text(485, 245, '3 482,6 kWh', { size: 26, weight: 700, fill: '#1a2e05', anchor: 'end' }) +
    [0, 1, 2].map((i) => `<circle cx="${330 + i * 70}" cy="310" r="10" fill="#6b7280"/>`).join('');
  return dinRail + dinModule(270, 260, art.accent, lcd);
}

function breaker(art) {
  const lever =
    `<rect x="350" y="200" width="100" height="90" rx="10" fill="#e5e7eb"/>` +
    `<rect x="375" y="192" width="50" height="60" rx="8" fill="${DARK}"/>` +
    `<circle cx="470" cy="185" r="14" fill="#facc15"/>` +
    text(470, 191, 'T', { size: 16, weight: 700, fill: DARK, anchor: 'middle' }) +
    text(400, 315, 'Type B', { size: 22, weight: 700, fill: DARK, anchor: 'middle' });
  return dinRail + dinModule(310, 180, art.accent, lever);
}

function holder(art) {
  return (
    cablePath('M340 300C250 330 250 420 400 420C550 420 550 330 460 300', 14) +
    `<rect x="320" y="90" width="160" height="250" rx="28" fill="${CASE}" stroke="${OUTLINE}" stroke-width="3"/>` +
    socketFace(400, 170, art.accent, 46) +
    `<path d="M350 280h100v30a50 50 0 0 1-100 0z" fill="${shade(art.accent, -0.1)}"/>`
  );
}

const drawers = {
  wallbox,
  dcStation,
  double,
  pedestal,
  socket,
  portable,
  cable,
  adapter,
  extension,
  meter,
  breaker,
  holder,
};

function wrap(content, maxChars) {
  const lines = [''];
  for (const word of content.split(' ')) {
    const current = lines[lines.length - 1];
    if (current && `${current} ${word}`.length > maxChars) lines.push(word);
    else lines[lines.length - 1] = current ? `${current} ${word}` : word;
  }
  return lines.slice(0, 2);
}

function caption(brand, name, accent) {
  const lines = wrap(name, 46);
  return (
    `<rect x="0" y="470" width="${WIDTH}" height="130" fill="#ffffff"/>` +
    `<rect x="40" y="494" width="8" height="${lines.length > 1 ? 84 : 60}" fill="${accent}"/>` +
    text(64, 516, brand.toUpperCase(), { size: 22, weight: 700, fill: shade(accent, -0.25) }) +
    lines.map((line, i) => text(64, 550 + i * 30, line, { size: 26, weight: 700, fill: '#111827' })).join('')
  );
}

export function productSvg(product, art, title = `${product.Brand} ${product.Name}`) {
  const defs =
    linearGradient('bg', '#f8fafc', '#e7ecf2') +
    linearGradient('face', shade(art.accent, -0.05), shade(art.accent, -0.4));
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    `<rect y="${FLOOR}" width="${WIDTH}" height="${HEIGHT - FLOOR}" fill="#dde3ea"/>` +
    `<ellipse cx="400" cy="${FLOOR + 4}" rx="250" ry="14" fill="#000" opacity=".08"/>` +
    drawers[art.kind](art) +
    caption(product.Brand, product.Name, art.accent);
  return svgDocument({ width: WIDTH, height: HEIGHT, title, defs, body });
}

const fallbackArt = {
  stations: { kind: 'dcStation' },
  portable: { kind: 'portable', plug: 'schuko' },
  wallbox: { kind: 'wallbox', ring: true },
  residential: { kind: 'wallbox' },
  commercial: { kind: 'double' },
  cables: { kind: 'cable', length: 5 },
  adapters: { kind: 'adapter', from: 'cee-red' },
  extensions: { kind: 'extension' },
  accessories: { kind: 'holder' },
};

export const productCategoryLabels = {
  stations: 'Station de recharge',
  portable: 'Chargeur portable',
  wallbox: 'Wallbox',
  residential: 'Borne résidentielle',
  commercial: 'Borne commerciale',
  cables: 'Câble de recharge',
  adapters: 'Adaptateur',
  extensions: 'Rallonge',
  accessories: 'Accessoire',
};

export const productCategories = Object.keys(fallbackArt);

export function productFallbackSvg(category) {
  const label = productCategoryLabels[category];
  const art = { ...fallbackArt[category], accent: '#6b7280' };
  return productSvg(
    { Brand: 'ChargeMaroc', Name: `${label} : image à venir` },
    art,
    `${label}, illustration par défaut`,
  );
}
