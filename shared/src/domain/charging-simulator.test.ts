import { describe, expect, it } from 'vitest';
import {
  batteryCapacity,
  chargingCurve,
  clampSocRange,
  isValidSocRange,
  parseBatteryKwh,
  simulateCharging,
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

  it('is limited by what the vehicle accepts and uses its own consumption', () => {
    const result = simulateCharging({
      chargeType: 'superfast',
      vehicle: { usableBatteryKwh: 50, dcMaxKw: 100, consumptionKwhPer100km: 15 },
      startSoc: 20,
      endSoc: 50,
    });
    expect(result.powerKw).toBe(100);
    expect(result.rangeGainedKm).toBe(100);
    expect(result.colour).toBe('green');
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

  it('follows a measured DC curve capped by the charger', () => {
    const curve = chargingCurve(0, 100, 50, [
      { soc: 0, kw: 120 },
      { soc: 100, kw: 20 },
    ]);
    expect(curve[0]?.powerKw).toBe(50);
    expect(curve.at(-1)?.powerKw).toBe(20);
  });

  it('keeps the start at least 5 points below the end, on 5 % steps', () => {
    expect(clampSocRange(80, 80)).toEqual({ start: 75, end: 80 });
    expect(clampSocRange(-10, 120)).toEqual({ start: 0, end: 100 });
    expect(clampSocRange(22, 78)).toEqual({ start: 20, end: 80 });
    expect(isValidSocRange(20, 25)).toBe(true);
    expect(isValidSocRange(22, 25)).toBe(false);
  });
});
