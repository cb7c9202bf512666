import { describe, expect, it } from 'vitest';
import {
  batteryCapacity,
  chargingCurve,
  clampSocRange,
  isValidSocRange,
  parseBatteryKwh,
  simulateCharging,
  simulateFromVehicle,
  compareChargeTypes,
  curvePowerAt,
  timeColour,
} from './charging-simulator';

describe('parseBatteryKwh', () => {
  it('prefers the usable capacity', () => {
    expect(parseBatteryKwh('82 kWh brut / 77 kWh utile')).toBe(77);
    expect(parseBatteryKwh('Brute 82 kWh, Utile 77 kWh')).toBe(77);
    expect(parseBatteryKwh('77 kWh (utile) / 82 kWh (brut)')).toBe(77);
  });

  it('takes 90 % of a gross-only figure and a plain figure as is', () => {
    expect(parseBatteryKwh('Capacité brute : 100 kWh')).toBe(90);
    expect(parseBatteryKwh('60,5 kWh')).toBe(60.5);
    expect(parseBatteryKwh('pas de donnée')).toBeNull();
  });

  it('falls back to 60 kWh and prefers typed figures', () => {
    expect(batteryCapacity(null)).toBe(60);
    expect(batteryCapacity({ usableBatteryKwh: 42.2, batteryText: '100 kWh' })).toBe(42.2);
  });
});

describe('simulateCharging', () => {
  it('computes time, cost and range for a wallbox in normal weather', () => {
    const result = simulateCharging({ chargeType: 'wallbox', startSoc: 20, endSoc: 80 });
    // 60 kWh × 60 % = 36 kWh at 11 kW × 0.8 = 8.8 kW
    expect(result.energyKwh).toBe(36);
    expect(result.timeHours).toBeCloseTo(36 / 8.8, 6);
    expect(result.cost).toBe(64.8);
    expect(result.rangeGainedKm).toBe(162);
    expect(result.colour).toBe('orange');
    expect(result.isDc).toBe(false);
  });

  it('slows down in winter and with a performance driving style', () => {
    const winter = simulateCharging({ chargeType: 'public', weather: 'winter', usage: 'performance' });
    expect(winter.effectivePowerKw).toBeCloseTo((22 * 0.75) / 1.3, 2);
  });

  it('adds 2 % of time per point above 70 % on DC', () => {
    const to80 = simulateCharging({ chargeType: 'fastdc', startSoc: 20, endSoc: 80 });
    expect(to80.timeHours).toBeCloseTo((36 / (50 * 0.8)) * 1.2, 6);
    expect(to80.cost).toBe(162);
    const to70 = simulateCharging({ chargeType: 'fastdc', startSoc: 10, endSoc: 70 });
    expect(to70.timeHours).toBeCloseTo(36 / 40, 6);
  });

  it('keeps to the spec whatever the vehicle: nominal power, 4.5 km per kWh, generic curve', () => {
    const result = simulateCharging({
      chargeType: 'superfast',
      vehicle: {
        usableBatteryKwh: 50,
        dcMaxKw: 100,
        consumptionKwhPer100km: 15,
        dcChargingCurve: [
          { soc: 0, kw: 100 },
          { soc: 100, kw: 20 },
        ],
      },
      startSoc: 20,
      endSoc: 50,
    });
    // 50 kWh × 30 % = 15 kWh at 150 × 0.8 = 120 kW → 0.125 h (target 50 % ≤ 70: no allowance)
    expect(result.powerKw).toBe(150);
    expect(result.timeHours).toBeCloseTo(0.125, 6);
    expect(result.rangeGainedKm).toBe(68); // 15 × 4.5 = 67.5
    expect(result.cost).toBe(67.5); // 15 × 4.5 MAD
    expect(result.curve[0]).toEqual({ soc: 20, powerKw: 150 });
    expect(result.colour).toBe('green');
  });

  it('applies weather and usage together: hot weather, efficient driving, home socket', () => {
    const result = simulateCharging({ chargeType: 'home', weather: 'hot', usage: 'efficient' });
    // 36 kWh at 3.7 × 0.85 ÷ 1.1 = 2.859 kW → 12.59 h, red; cost 36 × 1.8 = 64.8
    expect(result.timeHours).toBeCloseTo(36 / ((3.7 * 0.85) / 1.1), 6);
    expect(result.colour).toBe('red');
    expect(result.cost).toBe(64.8);
  });

  it('colours under 2 h green, under 8 h orange, else red', () => {
    expect([1.99, 2, 7.99, 8].map(timeColour)).toEqual(['green', 'orange', 'orange', 'red']);
  });
});

describe('charging curve and state-of-charge range', () => {
  it('draws 20 points, flat to 70 % then tapering by 1.5 % a point down to 30 %', () => {
    const curve = chargingCurve(0, 100, 100);
    expect(curve).toHaveLength(20);
    expect(curve[0]).toEqual({ soc: 0, powerKw: 100 });
    expect(curve.at(-1)).toEqual({ soc: 100, powerKw: 55 });
    expect(chargingCurve(95, 100, 10).every((point) => point.powerKw >= 3)).toBe(true);
  });

  it('keeps the start at least 5 points below the end, on 5 % steps', () => {
    expect(clampSocRange(80, 80)).toEqual({ start: 75, end: 80 });
    expect(clampSocRange(-10, 120)).toEqual({ start: 0, end: 100 });
    expect(clampSocRange(22, 78)).toEqual({ start: 20, end: 80 });
    expect(isValidSocRange(20, 25)).toBe(true);
    expect(isValidSocRange(22, 25)).toBe(false);
  });
});

describe("simulateFromVehicle (from the vehicle's data)", () => {
  it('charges at the on-board AC limit: a 22 kW post and a 7.4 kW car', () => {
    const result = simulateFromVehicle({
      chargeType: 'public',
      vehicle: { usableBatteryKwh: 50, acChargerKw: 7.4, consumptionKwhPer100km: 15 },
      startSoc: 20,
      endSoc: 80,
    });
    // 50 × 60 % = 30 kWh at 7.4 × 0.8 = 5.92 kW → 30 ÷ 5.92 = 5.0676 h
    expect(result.powerKw).toBe(7.4);
    expect(result.limitedBy).toBe('vehicle-ac');
    expect(result.timeHours).toBeCloseTo(30 / 5.92, 6);
    expect(result.rangeGainedKm).toBe(200); // 30 ÷ 15 × 100
    expect(result.cost).toBe(105); // 30 × 3.5
    expect(result.colour).toBe('orange');
  });

  it('is not limited when the car takes more than the charger gives', () => {
    const result = simulateFromVehicle({ chargeType: 'wallbox', vehicle: { acChargerKw: 22 } });
    expect(result.powerKw).toBe(11);
    expect(result.limitedBy).toBeNull();
    // default 60 kWh, 36 kWh at 8.8 kW; range 36 × 4.5 = 162 without a consumption
    expect(result.timeHours).toBeCloseTo(36 / 8.8, 6);
    expect(result.rangeGainedKm).toBe(162);
  });

  it('integrates a flat DC curve: no extra allowance above 70 %', () => {
    const result = simulateFromVehicle({
      chargeType: 'superfast',
      vehicle: {
        usableBatteryKwh: 60,
        dcMaxKw: 100,
        dcChargingCurve: [
          { soc: 0, kw: 100 },
          { soc: 100, kw: 100 },
        ],
      },
      startSoc: 20,
      endSoc: 80,
    });
    // 36 kWh at 100 × 0.8 = 80 kW → 0.45 h
    expect(result.limitedBy).toBe('vehicle-dc');
    expect(result.usesMeasuredCurve).toBe(true);
    expect(result.timeHours).toBeCloseTo(0.45, 6);
    expect(result.averagePowerKw).toBe(80);
  });

  it('integrates a falling DC curve over the range', () => {
    const result = simulateFromVehicle({
      chargeType: 'superfast',
      vehicle: {
        usableBatteryKwh: 60,
        dcMaxKw: 100,
        dcChargingCurve: [
          { soc: 0, kw: 100 },
          { soc: 100, kw: 0 },
        ],
      },
      startSoc: 0,
      endSoc: 50,
    });
    // P(s) = 100 − s; t = ∫0→50 (60 ÷ 100) ds ÷ (0.8 (100 − s)) = 0.75 × ln(100 ÷ 50) = 0.519860 h
    expect(result.timeHours).toBeCloseTo(0.75 * Math.log(2), 4);
    expect(
      curvePowerAt(25, [
        { soc: 0, kw: 100 },
        { soc: 100, kw: 0 },
      ]),
    ).toBe(75);
    expect(result.curve[0]).toEqual({ soc: 0, powerKw: 100 });
    expect(result.curve.at(-1)).toEqual({ soc: 50, powerKw: 50 });
  });

  it('caps the curve by the charger: a 50 kW post on a 100 kW curve charges at 50 kW', () => {
    const result = simulateFromVehicle({
      chargeType: 'fastdc',
      vehicle: {
        usableBatteryKwh: 60,
        dcMaxKw: 100,
        dcChargingCurve: [
          { soc: 0, kw: 100 },
          { soc: 100, kw: 100 },
        ],
      },
      startSoc: 20,
      endSoc: 80,
    });
    // 36 kWh at 50 × 0.8 = 40 kW → 0.9 h
    expect(result.limitedBy).toBeNull();
    expect(result.timeHours).toBeCloseTo(0.9, 6);
  });

  it('without a curve uses the generic taper above 70 % on the DC power', () => {
    const result = simulateFromVehicle({ chargeType: 'fastdc', vehicle: {}, startSoc: 60, endSoc: 80 });
    // 0.75 × [10 ÷ 50 + (1 ÷ 50) × (1 ÷ 0.015) × ln(1 ÷ 0.85)] = 0.75 × (0.2 + 0.216692) = 0.312519 h
    expect(result.usesMeasuredCurve).toBe(false);
    expect(result.timeHours).toBeCloseTo(0.75 * (0.2 + (1 / 50 / 0.015) * Math.log(1 / 0.85)), 4);
  });

  it('compares the five charge types in either mode', () => {
    const rows = compareChargeTypes({ vehicle: { usableBatteryKwh: 50, acChargerKw: 7.4 } }, 'vehicle');
    expect(rows.map((row) => row.chargeType)).toEqual(['home', 'wallbox', 'public', 'fastdc', 'superfast']);
    expect(rows.map((row) => row.result.powerKw)).toEqual([3.7, 7.4, 7.4, 50, 150]);
    const spec = compareChargeTypes({}, 'spec');
    expect(spec.map((row) => row.result.powerKw)).toEqual([3.7, 11, 22, 50, 150]);
  });
});
