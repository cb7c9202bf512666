/** Charging time, cost and range simulator of the vehicle pages. */

export const DEFAULT_BATTERY_KWH = 60;
export const DEFAULT_RANGE_KM = 400;
export const GROSS_TO_USABLE_RATIO = 0.9;
export const RANGE_KM_PER_KWH = 4.5;
export const DC_THRESHOLD_KW = 50;
export const CURVE_STEPS = 20;
export const SOC_STEP = 5;
export const MIN_SOC_GAP = 5;
export const DEFAULT_SOC_RANGE = { start: 20, end: 80 } as const;

export type ChargeType = 'home' | 'wallbox' | 'public' | 'fastdc' | 'superfast';
export type Weather = 'winter' | 'cold' | 'normal' | 'hot';
export type Usage = 'efficient' | 'standard' | 'performance';
export type TimeColour = 'green' | 'orange' | 'red';

export const CHARGE_TYPES: Readonly<Record<ChargeType, { powerKw: number; costPerKwh: number }>> = {
  home: { powerKw: 3.7, costPerKwh: 1.8 },
  wallbox: { powerKw: 11, costPerKwh: 1.8 },
  public: { powerKw: 22, costPerKwh: 3.5 },
  fastdc: { powerKw: 50, costPerKwh: 4.5 },
  superfast: { powerKw: 150, costPerKwh: 4.5 },
};

export const WEATHER_FACTORS: Readonly<Record<Weather, number>> = {
  winter: 1.3,
  cold: 1.15,
  normal: 1,
  hot: 1.1,
};
export const USAGE_EFFICIENCY: Readonly<Record<Usage, number>> = {
  efficient: 0.85,
  standard: 0.8,
  performance: 0.75,
};

/** The vehicle figures the simulator uses; typed numbers win over text. */
export interface SimulatorVehicle {
  usableBatteryKwh?: number | null;
  /** Free text such as '77 kWh (utile) / 82 kWh (brut)'. */
  batteryText?: string | null;
  rangeKm?: number | null;
  consumptionKwhPer100km?: number | null;
  acChargerKw?: number | null;
  dcMaxKw?: number | null;
  dcChargingCurve?: readonly { soc: number; kw: number }[] | null;
}

export interface SimulationInput {
  vehicle?: SimulatorVehicle | null;
  chargeType: ChargeType;
  weather?: Weather;
  usage?: Usage;
  startSoc?: number;
  endSoc?: number;
}

export interface CurvePoint {
  soc: number;
  powerKw: number;
}

export interface SimulationResult {
  batteryKwh: number;
  energyKwh: number;
  /** Charger power after the vehicle's own limit. */
  powerKw: number;
  effectivePowerKw: number;
  isDc: boolean;
  timeHours: number;
  colour: TimeColour;
  cost: number;
  rangeGainedKm: number;
  curve: CurvePoint[];
}

const isPositive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Usable capacity read from text: a usable figure is preferred, a gross one counts for 90 %. */
export function parseBatteryKwh(text: string | null | undefined): number | null {
  if (!text) return null;
  const matches = [...text.matchAll(/(\d+(?:[.,]\d+)?)\s*kWh/gi)];
  const figures = matches.map((match, index) => {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const previousEnd = index > 0 ? (matches[index - 1]!.index ?? 0) + matches[index - 1]![0].length : 0;
    const nextStart = matches[index + 1]?.index ?? text.length;
    // A figure's qualifier sits beside it, within its own part of a list such as 'Brute 82 kWh / Utile 77 kWh'.
    const before =
      text
        .slice(previousEnd, start)
        .split(/[/,;|]/)
        .pop() ?? '';
    const after = text.slice(end, nextStart).split(/[/,;|]/)[0] ?? '';
    const context = `${before} ${after}`.toLowerCase();
    return {
      value: Number.parseFloat((match[1] ?? '').replace(',', '.')),
      kind: /utile|usable|net/.test(context)
        ? 'usable'
        : /brut|gross|total/.test(context)
          ? 'gross'
          : 'plain',
    };
  });
  const valid = figures.filter((figure) => Number.isFinite(figure.value) && figure.value > 0);
  const usable =
    valid.find((figure) => figure.kind === 'usable') ?? valid.find((figure) => figure.kind === 'plain');
  if (usable) return usable.value;
  const gross = valid[0];
  return gross ? Math.round(gross.value * GROSS_TO_USABLE_RATIO * 10) / 10 : null;
}

export function batteryCapacity(vehicle: SimulatorVehicle | null | undefined): number {
  if (isPositive(vehicle?.usableBatteryKwh)) return vehicle.usableBatteryKwh;
  return parseBatteryKwh(vehicle?.batteryText) ?? DEFAULT_BATTERY_KWH;
}

export function isDcCharge(powerKw: number): boolean {
  return powerKw >= DC_THRESHOLD_KW;
}

/** Keeps the range on 5 % steps within 0–100 with the start at least 5 points below the end. */
export function clampSocRange(start: number, end: number): { start: number; end: number } {
  const snap = (value: number) => Math.round(Math.min(100, Math.max(0, value)) / SOC_STEP) * SOC_STEP;
  const safeEnd = Math.max(MIN_SOC_GAP, snap(end));
  const safeStart = Math.min(snap(start), safeEnd - MIN_SOC_GAP);
  return { start: safeStart, end: safeEnd };
}

export function isValidSocRange(start: number, end: number): boolean {
  return start >= 0 && end <= 100 && start <= end - MIN_SOC_GAP;
}

export function timeColour(hours: number): TimeColour {
  if (hours < 2) return 'green';
  if (hours < 8) return 'orange';
  return 'red';
}

/** Generic taper: full power up to 70 %, then 1.5 % less per point, never below 30 %. */
function genericPowerAt(soc: number, powerKw: number): number {
  if (soc <= 70) return powerKw;
  return powerKw * Math.max(0.3, 1 - (soc - 70) * 0.015);
}

/** The vehicle's measured DC curve, interpolated, capped by the charger. */
function measuredPowerAt(
  soc: number,
  curve: readonly { soc: number; kw: number }[],
  chargerKw: number,
): number {
  const points = [...curve].sort((a, b) => a.soc - b.soc);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (soc <= first.soc) return Math.min(first.kw, chargerKw);
  if (soc >= last.soc) return Math.min(last.kw, chargerKw);
  const upperIndex = points.findIndex((point) => point.soc >= soc);
  const upper = points[upperIndex]!;
  const lower = points[upperIndex - 1]!;
  const ratio = (soc - lower.soc) / (upper.soc - lower.soc || 1);
  return Math.min(lower.kw + (upper.kw - lower.kw) * ratio, chargerKw);
}

export function chargingCurve(
  startSoc: number,
  endSoc: number,
  powerKw: number,
  measured?: readonly { soc: number; kw: number }[] | null,
): CurvePoint[] {
  const useMeasured = isDcCharge(powerKw) && measured && measured.length >= 2;
  return Array.from({ length: CURVE_STEPS }, (_, index) => {
    const soc = startSoc + ((endSoc - startSoc) * index) / (CURVE_STEPS - 1);
    const power = useMeasured ? measuredPowerAt(soc, measured, powerKw) : genericPowerAt(soc, powerKw);
    return { soc: Math.round(soc * 10) / 10, powerKw: Math.round(power * 10) / 10 };
  });
}

export function simulateCharging(input: SimulationInput): SimulationResult {
  const vehicle = input.vehicle ?? null;
  const { start, end } = clampSocRange(
    input.startSoc ?? DEFAULT_SOC_RANGE.start,
    input.endSoc ?? DEFAULT_SOC_RANGE.end,
  );
  const chargeType = CHARGE_TYPES[input.chargeType];
  const isDc = isDcCharge(chargeType.powerKw);
  const vehicleLimit = isDc ? vehicle?.dcMaxKw : vehicle?.acChargerKw;
  const powerKw = isPositive(vehicleLimit) ? Math.min(chargeType.powerKw, vehicleLimit) : chargeType.powerKw;

  const batteryKwh = batteryCapacity(vehicle);
  const energyKwh = (batteryKwh * (end - start)) / 100;
  const effectivePowerKw =
    (powerKw * USAGE_EFFICIENCY[input.usage ?? 'standard']) / WEATHER_FACTORS[input.weather ?? 'normal'];
  let timeHours = energyKwh / effectivePowerKw;
  // Fast charging slows down past 70 %: the spec's flat allowance (2 % of time per point).
  if (isDc && end > 70) timeHours *= 1 + (end - 70) * 0.02;

  const rangeGainedKm = isPositive(vehicle?.consumptionKwhPer100km)
    ? (energyKwh / vehicle.consumptionKwhPer100km) * 100
    : energyKwh * RANGE_KM_PER_KWH;

  return {
    batteryKwh,
    energyKwh: Math.round(energyKwh * 10) / 10,
    powerKw,
    effectivePowerKw: Math.round(effectivePowerKw * 100) / 100,
    isDc,
    timeHours,
    colour: timeColour(timeHours),
    cost: Math.round(energyKwh * chargeType.costPerKwh * 100) / 100,
    rangeGainedKm: Math.round(rangeGainedKm),
    curve: chargingCurve(start, end, powerKw, vehicle?.dcChargingCurve),
  };
}
