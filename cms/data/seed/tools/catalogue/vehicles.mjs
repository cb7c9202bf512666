// Vehicles sold in Morocco, kept as data in vehicles.json (with each brand's colour). Battery,
// consumption, AC/DC power and the DC curve come from Open EV Data (matched by `openEvDataId`);
// the rest (market data, performance, dimensions) is written there. Prices are indicative public
// prices in MAD for 2026.
//
// dims: [length, width, height, wheelbase] in mm. weightKg: empty weight (DIN).
// grossKwh: gross battery capacity when it differs from the usable figure.
import { readFileSync } from 'node:fs';

const catalogue = JSON.parse(readFileSync(new URL('./vehicles.json', import.meta.url), 'utf8'));

/** @type {Record<string, string>} */
export const brandColours = catalogue.brandColours;
export const vehicles = catalogue.vehicles;
