import { afterEach, describe, expect, it } from 'vitest';
import { normalizeVehicle, vehicleSchema } from '@chargemaroc/shared/contracts/vehicle';
import { backendVehicle } from '../../testing/vehicles';
import { comparisonRows } from './comparison-rows';
import { vehicleComparison } from './comparison-store';

afterEach(() => vehicleComparison.reset());

const vehicle = (overrides: Record<string, unknown> = {}) =>
  normalizeVehicle(vehicleSchema.parse(backendVehicle(overrides)));

describe('vehicle comparison', () => {
  it('holds at most 3 vehicles, each once', () => {
    const [a, b, c, d] = [vehicle(), vehicle(), vehicle(), vehicle()];
    for (const item of [a, b, c]) expect(vehicleComparison.add(item!).ok).toBe(true);
    expect(vehicleComparison.add(d!)).toEqual({
      ok: false,
      message: 'Vous pouvez comparer au maximum 3 véhicules.',
    });
    vehicleComparison.remove(b!.id);
    expect(vehicleComparison.add(a!)).toMatchObject({ ok: false });
    expect(vehicleComparison.add(d!).ok).toBe(true);
    expect(vehicleComparison.getItems().map((item) => item.id)).toEqual([a!.id, c!.id, d!.id]);
  });

  it('keeps one empty list, the same as the server snapshot, so hydration does not re-render', () => {
    const empty = vehicleComparison.getItems();
    expect(empty).toEqual([]);
    const a = vehicle();
    vehicleComparison.add(a);
    vehicleComparison.remove(a.id);
    expect(vehicleComparison.getItems()).toBe(empty);
    vehicleComparison.add(a);
    vehicleComparison.clear();
    expect(vehicleComparison.getItems()).toBe(empty);
  });

  it('puts typed specs in rows and marks the rows that differ', () => {
    const rows = comparisonRows([
      vehicle({ Autonomieofficielle: '500 km' }),
      vehicle({ Autonomieofficielle: '420 km' }),
    ]);
    const range = rows.find((row) => row.label === 'Autonomie (WLTP)');
    expect(range).toEqual({ label: 'Autonomie (WLTP)', values: ['500 km', '420 km'], differs: true });
    expect(rows.find((row) => row.label === 'Catégorie')?.differs).toBe(false);
  });
});
