import type { Station } from '@chargemaroc/shared/contracts/station';
import { formatNumber } from '@chargemaroc/shared/format';

/** A maps service's directions to the station's coordinates (spec: directions use the coordinates). */
export function directionsUrl(station: Pick<Station, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${station.latitude},${station.longitude}`;
}

/** '1,2' — distances in km with one decimal, fr-MA. */
export function formatKm(distance: number): string {
  return formatNumber(distance, 1);
}

/** Only http(s) links from the directory become links. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A phone number the directory gives as a `tel:` address (digits and a leading +); null when it has none. */
export function telHref(phone: string | null | undefined): string | null {
  const trimmed = (phone ?? '').trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 6) return null;
  return `tel:${trimmed.startsWith('+') || trimmed.startsWith('00') ? '+' : ''}${digits.replace(/^00/, '')}`;
}
