// Article header illustrations (1200 × 675): category colour, wrapped title on the left and a
// motif drawn in light tones on the right. Motifs are centred on (0, 0) and fit a 420 px box.
import { lightningBolt, linearGradient, shade, svgDocument, text, type2Face } from '../lib/svg.mjs';

const WIDTH = 1200;
const HEIGHT = 675;
const LIGHT = '#ffffff';
const SOFT = 'rgba(255,255,255,.35)';

export const categoryColours = {
  Actualités: '#1d4ed8',
  Technologies: '#0f766e',
  Écologie: '#15803d',
  Conseils: '#b45309',
  Évènements: '#7c3aed',
};

const stroke = (width = 10) =>
  `fill="none" stroke="${LIGHT}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const motifs = {
  wallbox: (c) =>
    `<path d="M-190 40L0-130L190 40" ${stroke(12)}/><path d="M-150 10V180H150V10" ${stroke(12)}/>` +
    `<rect x="-100" y="20" width="80" height="110" rx="18" fill="${LIGHT}"/>` +
    lightningBolt(-72, 52, 1.2, c) +
    `<path d="M-60 130C-60 200 60 200 90 150" ${stroke(8)}/><circle cx="95" cy="145" r="16" fill="${LIGHT}"/>`,
  plugs: (c) =>
    [-140, 0, 140]
      .map((x, i) => {
        const face =
          i === 2
            ? `<circle cx="${x}" cy="0" r="40" fill="${shade(c, -0.4)}"/><circle cx="${x - 15}" cy="0" r="10" fill="${LIGHT}"/><circle cx="${x + 15}" cy="0" r="10" fill="${LIGHT}"/>`
            : type2Face(x, 0, 40, shade(c, -0.4), LIGHT) +
              (i === 1
                ? `<circle cx="${x - 16}" cy="70" r="13" fill="${LIGHT}"/><circle cx="${x + 16}" cy="70" r="13" fill="${LIGHT}"/>`
                : '');
        return `<circle cx="${x}" cy="${i === 1 ? 25 : 0}" r="62" fill="${SOFT}"/>` + face;
      })
      .join('') +
    text(-140, 120, 'Type 2', { size: 24, weight: 700, fill: LIGHT, anchor: 'middle' }) +
    text(0, 135, 'CCS', { size: 24, weight: 700, fill: LIGHT, anchor: 'middle' }) +
    text(140, 120, 'CHAdeMO', { size: 24, weight: 700, fill: LIGHT, anchor: 'middle' }),
  tariff: (c) =>
    `<rect x="-150" y="-150" width="220" height="290" rx="20" fill="${LIGHT}"/>` +
    `<rect x="-120" y="-110" width="160" height="60" rx="8" fill="${shade(c, -0.3)}"/>` +
    text(30, -68, '0 2 4 8', { size: 32, weight: 700, fill: LIGHT, anchor: 'end' }) +
    text(-40, 0, 'kWh', { size: 28, weight: 700, fill: c, anchor: 'middle' }) +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="-120" y="${30 + i * 28}" width="${160 - i * 40}" height="12" rx="6" fill="${shade(c, 0.6)}"/>`,
      )
      .join('') +
    [0, 1, 2]
      .map(
        (i) =>
          `<ellipse cx="150" cy="${120 - i * 26}" rx="60" ry="20" fill="#facc15" stroke="${shade(c, -0.2)}" stroke-width="3"/>`,
      )
      .join('') +
    text(150, 76, 'MAD', { size: 20, weight: 700, fill: shade(c, -0.4), anchor: 'middle' }),
  road: () =>
    `<path d="M-60-120L-220 190H220L60-120Z" fill="${SOFT}"/>` +
    `<path d="M0-110V190" stroke="${LIGHT}" stroke-width="10" stroke-dasharray="30 26"/>` +
    `<rect x="90" y="-190" width="200" height="90" rx="10" fill="#16a34a" stroke="${LIGHT}" stroke-width="5"/>` +
    text(190, -150, 'Marrakech', { size: 28, weight: 700, fill: LIGHT, anchor: 'middle' }) +
    text(190, -116, '240 km', { size: 24, fill: LIGHT, anchor: 'middle' }) +
    `<rect x="185" y="-100" width="10" height="120" fill="${LIGHT}"/>`,
  solar: (c) =>
    `<circle cx="120" cy="-120" r="60" fill="#facc15"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map(
        (i) =>
          `<path d="M${120 + Math.cos(i * 0.785) * 80} ${-120 + Math.sin(i * 0.785) * 80}L${120 + Math.cos(i * 0.785) * 105} ${-120 + Math.sin(i * 0.785) * 105}" stroke="#facc15" stroke-width="8" stroke-linecap="round"/>`,
      )
      .join('') +
    `<path d="M-210 160L-150 0H90L30 160Z" fill="${shade(c, -0.45)}" stroke="${LIGHT}" stroke-width="6"/>` +
    `<path d="M-190 106H50M-170 53H70M-130 0L-170 160M-70 0L-110 160M-10 0L-50 160" stroke="${LIGHT}" stroke-width="4"/>`,
  heat: (c) =>
    `<rect x="-170" y="-160" width="70" height="260" rx="35" fill="${LIGHT}"/><circle cx="-135" cy="120" r="60" fill="${LIGHT}"/>` +
    `<rect x="-150" y="-60" width="30" height="180" rx="15" fill="#ef4444"/><circle cx="-135" cy="120" r="42" fill="#ef4444"/>` +
    `<rect x="0" y="-110" width="190" height="260" rx="24" fill="${LIGHT}"/><rect x="65" y="-135" width="60" height="30" rx="8" fill="${LIGHT}"/>` +
    `<rect x="22" y="40" width="146" height="88" rx="12" fill="#22c55e"/><rect x="22" y="-88" width="146" height="116" rx="12" fill="${shade(c, 0.7)}"/>` +
    text(95, 100, '80 %', { size: 36, weight: 700, fill: LIGHT, anchor: 'middle' }),
  smart: (c) =>
    `<path d="M-220 170H220M-220 170V-170" ${stroke(6)}/>` +
    [60, 110, 150, 90, 40, 30]
      .map(
        (h, i) =>
          `<rect x="${-190 + i * 68}" y="${170 - h}" width="46" height="${h}" rx="6" fill="${SOFT}"/>`,
      )
      .join('') +
    `<path d="M-200 -60H220" stroke="#facc15" stroke-width="6" stroke-dasharray="18 12"/>` +
    `<path d="M-200 40C-120 20-80 -40 0 -50S120 30 210 -30" ${stroke(10)}/>` +
    text(210, -80, 'limite', { size: 24, weight: 700, fill: '#facc15', anchor: 'end' }) +
    `<circle cx="0" cy="-50" r="16" fill="${LIGHT}" stroke="${c}" stroke-width="6"/>`,
  network: (c) =>
    `<path d="M-200-100C-120-180 60-190 150-120S240 80 150 150S-120 200-190 120S-260-40-200-100Z" fill="${SOFT}"/>` +
    [
      [-110, -40],
      [30, -100],
      [120, 40],
      [-20, 90],
      [-150, 100],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x} ${y + 40}C${x - 40} ${y} ${x - 40} ${y - 40} ${x} ${y - 40}S${x + 40} ${y} ${x} ${y + 40}Z" fill="${LIGHT}"/>` +
          lightningBolt(x - 10, y - 25, 0.8, c),
      )
      .join(''),
  grid: () =>
    `<path d="M-120 180V-60" ${stroke(10)}/><circle cx="-120" cy="-60" r="14" fill="${LIGHT}"/>` +
    [0, 120, 240]
      .map(
        (a) =>
          `<path d="M-120 -60L${-120 + Math.cos(((a - 90) * Math.PI) / 180) * 120} ${-60 + Math.sin(((a - 90) * Math.PI) / 180) * 120}" ${stroke(12)}/>`,
      )
      .join('') +
    `<path d="M60 180L110-150L160 180M75 80H145M90 -20H130M60 180H160" ${stroke(8)}/>` +
    `<path d="M110-150L230-100M110-150L-10-100" ${stroke(4)}/>`,
  incentives: (c) =>
    `<rect x="-170" y="-170" width="250" height="330" rx="16" fill="${LIGHT}"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M-140 ${-110 + i * 70}l14 14 26-28" fill="none" stroke="#16a34a" stroke-width="8" stroke-linecap="round"/><rect x="-80" y="${-110 + i * 70}" width="130" height="12" rx="6" fill="${shade(c, 0.6)}"/>`,
      )
      .join('') +
    `<circle cx="130" cy="100" r="80" fill="#facc15"/>` +
    text(130, 116, '0 DH', { size: 40, weight: 700, fill: shade(c, -0.4), anchor: 'middle' }),
  socket: (c) =>
    `<rect x="-220" y="-120" width="180" height="180" rx="26" fill="${LIGHT}"/><circle cx="-130" cy="-30" r="56" fill="${shade(c, 0.75)}"/>` +
    `<circle cx="-152" cy="-30" r="9" fill="${shade(c, -0.4)}"/><circle cx="-108" cy="-30" r="9" fill="${shade(c, -0.4)}"/>` +
    text(0, -18, 'ou', { size: 36, weight: 700, fill: LIGHT, anchor: 'middle' }) +
    `<rect x="40" y="-170" width="170" height="230" rx="34" fill="${LIGHT}"/><circle cx="125" cy="-60" r="50" fill="none" stroke="#22c55e" stroke-width="10"/>` +
    lightningBolt(112, -82, 1.2, c) +
    `<path d="M125 60C125 150 0 170 -40 140" ${stroke(10)}/>`,
  event: (c) =>
    `<rect x="-170" y="-150" width="340" height="300" rx="24" fill="${LIGHT}"/><rect x="-170" y="-150" width="340" height="80" rx="24" fill="${shade(c, -0.3)}"/>` +
    `<rect x="-110" y="-180" width="20" height="60" rx="10" fill="${LIGHT}"/><rect x="90" y="-180" width="20" height="60" rx="10" fill="${LIGHT}"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
      .map(
        (i) =>
          `<rect x="${-140 + (i % 4) * 72}" y="${-50 + Math.floor(i / 4) * 62}" width="52" height="42" rx="8" fill="${i === 6 ? '#facc15' : shade(c, 0.75)}"/>`,
      )
      .join(''),
  building: (c) =>
    `<rect x="-190" y="-190" width="210" height="360" rx="10" fill="${LIGHT}"/>` +
    [0, 1, 2, 3, 4]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) =>
            `<rect x="${-165 + col * 62}" y="${-165 + row * 62}" width="38" height="38" rx="4" fill="${shade(c, 0.6)}"/>`,
        ),
      )
      .join('') +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${50 + i * 60}" y="60" width="40" height="56" rx="10" fill="${LIGHT}"/>` +
          lightningBolt(61 + i * 60, 72, 0.8, c),
      )
      .join('') +
    `<path d="M40 170H230" ${stroke(8)}/>`,
  recycle: (c) =>
    `<rect x="-80" y="-120" width="160" height="240" rx="22" fill="${LIGHT}"/><rect x="-30" y="-140" width="60" height="26" rx="8" fill="${LIGHT}"/>` +
    `<rect x="-58" y="-10" width="116" height="108" rx="12" fill="#22c55e"/>` +
    lightningBolt(-14, -90, 1.3, c) +
    `<path d="M-160 0A160 160 0 0 1 40-158" ${stroke(12)}/><path d="M160 0A160 160 0 0 1 -40 158" ${stroke(12)}/>` +
    `<path d="M40-158l-30-20M40-158l-20 30M-40 158l30 20M-40 158l20-30" ${stroke(12)}/>`,
};

function wrapTitle(title, maxChars) {
  const lines = [''];
  for (const word of title.split(' ')) {
    const current = lines[lines.length - 1];
    if (current && `${current} ${word}`.length > maxChars) lines.push(word);
    else lines[lines.length - 1] = current ? `${current} ${word}` : word;
  }
  return lines;
}

export function articleSvg(article) {
  const colour = categoryColours[article.category];
  // the title keeps to the left 640 px: the drawing starts at 740 (text set under a drawing was hidden)
  const lines = wrapTitle(article.title, 22).slice(0, 5);
  const titleSize = lines.length > 3 ? 40 : 46;
  const defs = linearGradient('bg', shade(colour, 0.12), shade(colour, -0.35), false);
  const pattern = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<circle cx="${880 + i * 40}" cy="${330}" r="${120 + i * 70}" fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="2"/>`,
    )
    .join('');
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    pattern +
    `<rect x="60" y="70" width="${article.category.length * 18 + 44}" height="46" rx="23" fill="#fff" fill-opacity=".18"/>` +
    text(80, 102, article.category, { size: 26, weight: 700, fill: LIGHT }) +
    lines
      .map((line, i) =>
        text(60, 200 + i * (titleSize + 14), line, { size: titleSize, weight: 700, fill: LIGHT }),
      )
      .join('') +
    text(60, 610, 'ChargeMaroc', { size: 26, weight: 700, fill: '#ffffff' }) +
    `<g transform="translate(935 350) scale(.85)">${motifs[article.motif](colour)}</g>`;
  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title: `Illustration de l'article : ${article.title}`,
    defs,
    body,
  });
}

export function articleFallbackSvg() {
  return articleSvg({
    title: 'Recharge et mobilité électrique au Maroc',
    category: 'Actualités',
    motif: 'network',
  }).replace(/<title>[^<]*<\/title>/, '<title>Article du blog, illustration par défaut</title>');
}

export function avatarSvg(author) {
  const parts = author.name.split(' ');
  const initials = `${parts[0][0]}${parts[parts.length - 1][0]}`;
  const body =
    `<rect width="256" height="256" rx="128" fill="${author.colour}"/>` +
    `<circle cx="128" cy="128" r="112" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="6"/>` +
    text(128, 158, initials, { size: 88, weight: 700, fill: '#ffffff', anchor: 'middle' });
  return svgDocument({ width: 256, height: 256, title: `Portrait de ${author.name}`, body });
}
