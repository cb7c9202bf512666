// Makes src/features/stations/model/morocco-outline.json from Natural Earth (public domain) as packed
// by world-atlas 2.0.2, with topojson-client 3.1.0. Neither is a dependency: unpack them first
// (`npm pack world-atlas@2.0.2 topojson-client@3.1.0`, then tar xzf each into x_<name>-<version>/)
// and run `node build-outline.mjs` in that folder; copy outline.json over the map's file.
import fs from 'node:fs';
import { merge, feature } from './x_topojson-client-3.1.0/package/src/index.js';

const topo = JSON.parse(fs.readFileSync('./x_world-atlas-2.0.2/package/countries-50m.json', 'utf8'));
const geoms = topo.objects.countries.geometries;
const byName = (n) => geoms.find((g) => g.properties.name === n);
const round = (ring) => {
  const out = [];
  for (const [x, y] of ring) {
    const p = [Math.round(y * 100) / 100, Math.round(x * 100) / 100]; // [lat, lng] for Leaflet
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
};
const polys = (geo) =>
  (geo.type === 'Polygon' ? [geo.coordinates] : geo.coordinates)
    .map((poly) => poly.map(round))
    .filter((p) => p[0].length > 3);
const morocco = merge(topo, [byName('Morocco'), byName('W. Sahara')].filter(Boolean));
const neighbours = ['Algeria', 'Spain', 'Portugal', 'Mauritania'].map(
  (n) => feature(topo, byName(n)).geometry,
);
const out = {
  morocco: polys(morocco),
  neighbours: neighbours
    .flatMap(polys)
    .filter((p) => p[0].some(([lat, lng]) => lat > 19 && lat < 44 && lng > -19 && lng < 5)),
};
fs.writeFileSync('outline.json', JSON.stringify(out));
console.error(fs.statSync('outline.json').size, out.morocco.length, out.neighbours.length);
