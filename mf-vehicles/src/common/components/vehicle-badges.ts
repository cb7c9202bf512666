import type { Vehicle } from '@chargemaroc/shared/contracts/vehicle';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { vehicleLabels } from '../../labels';

/** Every badge colour a vehicle's status can take. */
export const STATUS_PALETTES = ['green', 'blue', 'orange'] as const;

/** The badge colour of a vehicle's status. */
export function statusPalette(status: string): (typeof STATUS_PALETTES)[number] {
  const value = status.toLowerCase();
  if (value.includes('nouveau')) return 'green';
  if (value.includes('disponible')) return 'blue';
  return 'orange';
}

export interface VehicleBadge {
  label: string;
  /** None: the page's palette. */
  palette?: string;
  variant: 'subtle' | 'outline' | 'surface';
}

/**
 * The detail page's badges in the spec's order (Nouveau, -N %, status, category), each word once: a
 * new vehicle's status is 'Nouveau' too, and says it only once.
 */
export function vehicleBadges(
  vehicle: Pick<Vehicle, 'isNew' | 'discount' | 'status' | 'category'>,
): VehicleBadge[] {
  const candidates: (VehicleBadge | null)[] = [
    vehicle.isNew ? { label: messages.vehicles.newStatus, palette: 'green', variant: 'subtle' } : null,
    vehicle.discount > 0
      ? {
          label: formatMessage(vehicleLabels.detail.discount, { percent: vehicle.discount }),
          palette: 'red',
          variant: 'subtle',
        }
      : null,
    vehicle.status
      ? { label: vehicle.status, palette: statusPalette(vehicle.status), variant: 'outline' }
      : null,
    vehicle.category ? { label: vehicle.category, variant: 'surface' } : null,
  ];
  const seen = new Set<string>();
  return candidates.filter((badge): badge is VehicleBadge => {
    if (!badge) return false;
    const key = badge.label.trim().toLocaleLowerCase('fr');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
