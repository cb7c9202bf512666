/** The rows of the comparison table: typed specifications, and whether the vehicles differ. */
import type { Vehicle, VehicleSpecifications } from '@chargemaroc/shared/contracts/vehicle';
import { formatPrice } from '@chargemaroc/shared/format';
import { vehicleLabels } from '../../labels';

export interface ComparisonRow {
  label: string;
  values: string[];
  differs: boolean;
}

const SPEC_ROWS: (keyof VehicleSpecifications)[] = [
  'range',
  'acceleration',
  'topSpeed',
  'power',
  'torque',
  'batteryCapacity',
  'acPower',
  'dcPower',
  'consumption',
  'seats',
  'length',
  'width',
  'height',
  'weight',
  'trunkVolume',
];

export function comparisonRows(vehicles: readonly Vehicle[]): ComparisonRow[] {
  const row = (label: string, read: (vehicle: Vehicle) => string | null): ComparisonRow => {
    const values = vehicles.map((vehicle) => read(vehicle) ?? '—');
    return { label, values, differs: new Set(values).size > 1 };
  };
  return [
    row(vehicleLabels.comparison.price, (vehicle) => formatPrice(vehicle.price)),
    row(vehicleLabels.card.category, (vehicle) => vehicle.category),
    row(vehicleLabels.card.motorisation, (vehicle) => vehicle.motorisation ?? vehicle.energy),
    ...SPEC_ROWS.map((key) =>
      row(vehicleLabels.detail.specRows[key], (vehicle) => vehicle.specifications[key]),
    ),
  ];
}
