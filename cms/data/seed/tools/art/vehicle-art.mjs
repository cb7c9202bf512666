// Side-profile car illustrations (1200 × 675). The car faces right: x = 0 is the rear bumper,
// x = 1 the front bumper; y values are heights in pixels above the ground before scaling.
import { linearGradient, lightningBolt, shade, svgDocument, text } from '../lib/svg.mjs';

const WIDTH = 1200;
const HEIGHT = 675;
const GROUND = 520;
const PX_PER_MM = 0.17;

const profiles = {
  sedan: {
    body: [
      [0, 42],
      [0, 128],
      [0.14, 140],
      [0.3, 205],
      [0.56, 208],
      [0.7, 140],
      [0.96, 122],
      [1, 95],
      [1, 40],
    ],
    glass: [
      [0.18, 143],
      [0.31, 198],
      [0.55, 201],
      [0.66, 141],
    ],
    pillar: 0.45,
  },
  hatch: {
    body: [
      [0, 45],
      [0.01, 150],
      [0.08, 205],
      [0.52, 212],
      [0.68, 150],
      [0.95, 128],
      [1, 98],
      [1, 42],
    ],
    glass: [
      [0.06, 156],
      [0.11, 198],
      [0.51, 204],
      [0.64, 151],
    ],
    pillar: 0.36,
  },
  suv: {
    body: [
      [0, 48],
      [0, 170],
      [0.06, 240],
      [0.58, 246],
      [0.72, 172],
      [0.96, 152],
      [1, 115],
      [1, 45],
    ],
    glass: [
      [0.05, 176],
      [0.09, 232],
      [0.57, 237],
      [0.69, 173],
    ],
    pillar: 0.38,
  },
  van: {
    body: [
      [0, 45],
      [0, 270],
      [0.02, 285],
      [0.74, 285],
      [0.86, 190],
      [0.98, 165],
      [1, 120],
      [1, 45],
    ],
    glass: [
      [0.62, 192],
      [0.63, 270],
      [0.74, 272],
      [0.84, 193],
    ],
    pillar: 0.7,
  },
  sport: {
    body: [
      [0, 45],
      [0, 112],
      [0.05, 132],
      [0.3, 182],
      [0.52, 186],
      [0.68, 130],
      [0.97, 106],
      [1, 80],
      [1, 40],
    ],
    glass: [
      [0.22, 134],
      [0.32, 176],
      [0.51, 179],
      [0.64, 131],
    ],
    pillar: 0.43,
  },
  wagon: {
    body: [
      [0, 42],
      [0, 140],
      [0.03, 200],
      [0.56, 208],
      [0.7, 142],
      [0.96, 122],
      [1, 95],
      [1, 40],
    ],
    glass: [
      [0.04, 146],
      [0.07, 196],
      [0.55, 201],
      [0.66, 143],
    ],
    pillar: 0.3,
  },
};

const profileByCategory = {
  SUV: 'suv',
  Berlines: 'sedan',
  Compacte: 'hatch',
  Luxe: 'sedan',
  Sport: 'sport',
  Commercial: 'van',
  Breaks: 'wagon',
};

function carGeometry(vehicle, offsetX) {
  const [lengthMm, , heightMm, wheelbaseMm] = vehicle.dims;
  const profile = profiles[profileByCategory[vehicle.category]];
  const lengthPx = lengthMm * PX_PER_MM;
  const maxProfileHeight = Math.max(...profile.body.map(([, y]) => y));
  const heightScale = (heightMm * PX_PER_MM) / maxProfileHeight;
  const left = offsetX ?? (WIDTH - lengthPx) / 2;
  const point = ([x, y]) => [left + x * lengthPx, GROUND - y * heightScale];
  const rearOverhang = ((lengthMm - wheelbaseMm) / 2 / lengthMm) * 1.05;
  const wheelRadius = vehicle.category === 'SUV' || vehicle.category === 'Commercial' ? 60 : 55;
  return {
    profile,
    left,
    lengthPx,
    point,
    heightScale,
    wheelRadius,
    wheels: [rearOverhang, rearOverhang + wheelbaseMm / lengthMm].map((x) => left + x * lengthPx),
  };
}

function pathFrom(points) {
  return `M${points.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`;
}

function wheel(cx, radius, archColour) {
  const cy = GROUND - radius + 4;
  return (
    `<circle cx="${cx.toFixed(1)}" cy="${cy}" r="${radius + 7}" fill="${archColour}"/>` +
    `<circle cx="${cx.toFixed(1)}" cy="${cy}" r="${radius}" fill="#1f2328"/>` +
    `<circle cx="${cx.toFixed(1)}" cy="${cy}" r="${(radius * 0.58).toFixed(1)}" fill="#c7ccd1"/>` +
    `<circle cx="${cx.toFixed(1)}" cy="${cy}" r="${(radius * 0.16).toFixed(1)}" fill="#6b7280"/>`
  );
}

export function carShape(vehicle, colour, offsetX) {
  const geometry = carGeometry(vehicle, offsetX);
  const { profile, point, wheels, wheelRadius, left, lengthPx } = geometry;
  const body = profile.body.map(point);
  const glass = profile.glass.map(point);
  const [pillarX] = point([profile.pillar, 0]);
  const front = point([1, 0])[0];
  const beltY = point([0, profile.glass[0][1] - 8])[1];
  const lampY = point([0, profile.body[profile.body.length - 2][1] - 18])[1];
  return {
    geometry,
    svg:
      `<ellipse cx="${(left + lengthPx / 2).toFixed(1)}" cy="${GROUND + 6}" rx="${(lengthPx / 2 + 20).toFixed(1)}" ry="14" fill="#000" opacity=".12"/>` +
      `<path d="${pathFrom(body)}" fill="url(#paint)" stroke="${shade(colour, -0.35)}" stroke-width="3" stroke-linejoin="round"/>` +
      `<path d="${pathFrom(glass)}" fill="#d6e6f2" stroke="${shade(colour, -0.45)}" stroke-width="3" stroke-linejoin="round"/>` +
      `<rect x="${(pillarX - 5).toFixed(1)}" y="${Math.min(...glass.map(([, y]) => y)).toFixed(1)}" width="10" height="${(Math.max(...glass.map(([, y]) => y)) - Math.min(...glass.map(([, y]) => y))).toFixed(1)}" fill="${shade(colour, -0.45)}"/>` +
      `<path d="M${(left + 20).toFixed(1)} ${beltY.toFixed(1)}H${(front - 30).toFixed(1)}" stroke="${shade(colour, 0.35)}" stroke-width="3" opacity=".7"/>` +
      `<rect x="${(front - 26).toFixed(1)}" y="${lampY.toFixed(1)}" width="24" height="9" rx="4" fill="#fff7c2"/>` +
      `<rect x="${(left + 2).toFixed(1)}" y="${lampY.toFixed(1)}" width="20" height="9" rx="4" fill="#e0323c"/>` +
      wheels.map((x) => wheel(x, wheelRadius, shade(colour, -0.55))).join(''),
  };
}

function backdrop(colour, variant) {
  const sky = linearGradient('sky', shade(colour, 0.88), '#ffffff');
  const paint = linearGradient('paint', shade(colour, 0.18), shade(colour, -0.12));
  const hills =
    variant % 2 === 0
      ? `<path d="M0 430Q200 360 420 420T860 400T1200 410V${GROUND}H0Z" fill="#e9d9b8" opacity=".55"/>`
      : `<path d="M0 440L160 380L300 430L470 350L640 425L820 370L1000 430L1200 390V${GROUND}H0Z" fill="#d8dfe6" opacity=".7"/>`;
  return {
    defs: sky + paint,
    svg:
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>` +
      `<circle cx="1040" cy="120" r="54" fill="#ffd166" opacity=".75"/>` +
      hills +
      `<rect y="${GROUND}" width="${WIDTH}" height="${HEIGHT - GROUND}" fill="#d1d5db"/>` +
      `<path d="M40 ${GROUND + 70}H1160" stroke="#fff" stroke-width="8" stroke-dasharray="60 40"/>`,
  };
}

function caption(vehicle, colour) {
  return (
    `<rect x="40" y="36" width="8" height="74" fill="${colour}"/>` +
    text(64, 70, `${vehicle.brand} ${vehicle.model}`, { size: 40, weight: 700, fill: '#111827' }) +
    text(64, 104, vehicle.version, { size: 24, fill: '#4b5563' })
  );
}

export function vehicleProfileSvg(vehicle, colour, variant) {
  const scene = backdrop(colour, variant);
  const car = carShape(vehicle, colour);
  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title: `${vehicle.brand} ${vehicle.model} ${vehicle.version}, vue de profil`,
    defs: scene.defs,
    body: scene.svg + car.svg + caption(vehicle, colour),
  });
}

export function vehicleChargingSvg(vehicle, colour, variant) {
  const scene = backdrop(colour, variant + 1);
  const lengthPx = vehicle.dims[0] * PX_PER_MM;
  const car = carShape(vehicle, colour, Math.min(WIDTH - lengthPx - 30, 330));
  const { point } = car.geometry;
  const [portX, portY] = point([0.08, car.geometry.profile.glass[0][1] - 30]);
  const wall =
    `<rect x="60" y="150" width="190" height="${GROUND - 150}" fill="#f3f4f6" stroke="#d1d5db" stroke-width="2"/>` +
    `<rect x="110" y="250" width="90" height="120" rx="16" fill="#1f2937"/>` +
    `<rect x="122" y="262" width="66" height="8" rx="4" fill="#34d399"/>` +
    lightningBolt(143, 295, 1.1, '#34d399');
  const cable =
    `<path d="M155 370C160 470 ${(portX - 120).toFixed(1)} ${GROUND - 10} ${portX.toFixed(1)} ${portY.toFixed(1)}" ` +
    `fill="none" stroke="#111827" stroke-width="9" stroke-linecap="round"/>` +
    `<circle cx="${portX.toFixed(1)}" cy="${portY.toFixed(1)}" r="11" fill="#111827"/>`;
  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title: `${vehicle.brand} ${vehicle.model} en recharge sur une wallbox`,
    defs: scene.defs,
    body: scene.svg + wall + car.svg + cable + caption(vehicle, colour),
  });
}

export function vehicleFallbackSvg() {
  const placeholder = {
    brand: 'Véhicule',
    model: 'électrique',
    version: 'Image à venir',
    category: 'Compacte',
    dims: [4300, 1800, 1500, 2700],
  };
  const scene = backdrop('#6b7280', 0);
  const car = carShape(placeholder, '#9ca3af');
  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title: 'Véhicule électrique, illustration par défaut',
    defs: scene.defs,
    body: scene.svg + car.svg + caption(placeholder, '#6b7280'),
  });
}
