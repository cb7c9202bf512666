/** Charging-station classification from the open charging-station directory's figures. */

export type StationStatus = 'available' | 'occupied' | 'maintenance' | 'unknown';
export type StationSpeed = 'fast' | 'accelerated' | 'normal';

export const STATION_MAP_DEFAULTS = {
  countryCode: 'MA',
  latitude: 33.5731,
  longitude: -7.5898,
  zoom: 10,
  maxResults: 100,
  distanceKm: 100,
  nearbyRadiusKm: 25,
  nearbyMaxResults: 50,
} as const;

/** Directory status ids: 50 operational, 75 in use, 100 and 150 out of service. */
export function stationStatusFromId(statusTypeId: number | null | undefined): StationStatus {
  if (statusTypeId === 50) return 'available';
  if (statusTypeId === 75) return 'occupied';
  if (statusTypeId === 100 || statusTypeId === 150) return 'maintenance';
  return 'unknown';
}

/** By the most powerful connector: 50 kW or more fast, 11 kW or more accelerated, else normal. */
export function stationSpeed(maxPowerKw: number | null | undefined): StationSpeed {
  const power = maxPowerKw ?? 0;
  if (power >= 50) return 'fast';
  if (power >= 11) return 'accelerated';
  return 'normal';
}

/** Great-circle distance in kilometres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
