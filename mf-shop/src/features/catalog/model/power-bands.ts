import type { QueryParams } from '@chargemaroc/shared/api';

/**
 * The shop's 'Puissance' filter: bands of the typed charging power (powerKw), not the free-text
 * 'Puissancedecharge' values ('Sans objet', 'Mesure jusqu'à 120 A par phase'…). Each band holds its
 * two bounds, as its label reads ('50 kW et plus' holds a 50 kW charger; a 7,4 kW wallbox is in
 * '3,7 à 7,4 kW' and in '7,4 à 11 kW'); a product without a power rating (0) is in none.
 */
export interface PowerBand {
  id: string;
  label: string;
  /** Lower bound, kW (included; above 0 for the first band). */
  min: number;
  /** Upper bound, kW (included); null: no upper bound. */
  max: number | null;
}

export const POWER_BANDS: readonly PowerBand[] = [
  { id: '0-3.7', label: "Jusqu'à 3,7 kW", min: 0, max: 3.7 },
  { id: '3.7-7.4', label: '3,7 à 7,4 kW', min: 3.7, max: 7.4 },
  { id: '7.4-11', label: '7,4 à 11 kW', min: 7.4, max: 11 },
  { id: '11-22', label: '11 à 22 kW', min: 11, max: 22 },
  { id: '22-50', label: '22 à 50 kW', min: 22, max: 50 },
  { id: '50+', label: '50 kW et plus', min: 50, max: null },
];

export function powerBand(id: string): PowerBand | undefined {
  return POWER_BANDS.find((band) => band.id === id);
}

/** The Strapi condition on powerKw for a band. */
export function powerBandCondition(band: PowerBand): QueryParams {
  const lower = band.min === 0 ? { $gt: 0 } : { $gte: band.min };
  return { powerKw: { ...lower, ...(band.max === null ? {} : { $lte: band.max }) } };
}

/** The bands a typed power is shown in (two at a shared bound, none without a rating). */
export function bandsOf(kw: number | null): PowerBand[] {
  if (kw === null || !(kw > 0)) return [];
  return POWER_BANDS.filter((band) => kw >= band.min && (band.max === null || kw <= band.max));
}
