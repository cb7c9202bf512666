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

/** Spec: 20 points across the state-of-charge range, full power to 70 % then the generic taper. */
export function chargingCurve(startSoc: number, endSoc: number, powerKw: number): CurvePoint[] {
  return Array.from({ length: CURVE_STEPS }, (_, index) => {
    const soc = startSoc + ((endSoc - startSoc) * index) / (CURVE_STEPS - 1);
    return { soc: round(soc, 1), powerKw: round(genericPowerAt(soc, powerKw), 1) };
  });
}

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

function rangeAndEnergy(input: SimulationInput) {
  const { start, end } = clampSocRange(
    input.startSoc ?? DEFAULT_SOC_RANGE.start,
    input.endSoc ?? DEFAULT_SOC_RANGE.end,
  );
  const batteryKwh = batteryCapacity(input.vehicle);
  return { start, end, batteryKwh, energyKwh: (batteryKwh * (end - start)) / 100 };
}

/** Power × usage efficiency ÷ weather factor. */
function effectivePower(powerKw: number, input: SimulationInput): number {
  return (powerKw * USAGE_EFFICIENCY[input.usage ?? 'standard']) / WEATHER_FACTORS[input.weather ?? 'normal'];
}

/**
 * The spec's model (§9), exactly: the charge type's nominal power whatever the vehicle accepts,
 * time = energy ÷ effective power, on DC (50 kW and more) above 70 % the time grows by 2 % per point
 * of target above 70, range gained 4.5 km per kWh, the generic 20-point curve. The vehicle only
 * gives its battery capacity (usable preferred, else 90 % of gross, else 60 kWh).
 */
export function simulateCharging(input: SimulationInput): SimulationResult {
  const { start, end, batteryKwh, energyKwh } = rangeAndEnergy(input);
  const chargeType = CHARGE_TYPES[input.chargeType];
  const powerKw = chargeType.powerKw;
  const isDc = isDcCharge(powerKw);
  const effectivePowerKw = effectivePower(powerKw, input);
  let timeHours = energyKwh / effectivePowerKw;
  if (isDc && end > 70) timeHours *= 1 + (end - 70) * 0.02;
  return {
    batteryKwh,
    energyKwh: round(energyKwh, 1),
    powerKw,
    effectivePowerKw: round(effectivePowerKw, 2),
    isDc,
    timeHours,
    colour: timeColour(timeHours),
    cost: round(energyKwh * chargeType.costPerKwh, 2),
    rangeGainedKm: Math.round(energyKwh * RANGE_KM_PER_KWH),
    curve: chargingCurve(start, end, powerKw),
  };
}

/** Where the vehicle, not the charger, sets the power. */
export type PowerLimit = 'vehicle-ac' | 'vehicle-dc' | null;

export interface VehicleSimulationResult extends SimulationResult {
  /** What the car can take on this charger: min(charger, on-board AC charger) or min(charger, DC max). */
  powerKw: number;
  limitedBy: PowerLimit;
  /** True when the vehicle's own DC curve was integrated (else the generic taper of the DC power). */
  usesMeasuredCurve: boolean;
  /** Energy ÷ time: the average power actually delivered, factors included. */
  averagePowerKw: number;
}

/** Integration step of the DC curve, in points of state of charge. */
export const INTEGRATION_STEP = 0.1;

/** The vehicle's DC curve at `soc` by linear interpolation (flat beyond its ends). */
export function curvePowerAt(soc: number, curve: readonly { soc: number; kw: number }[]): number {
  const points = [...curve].sort((a, b) => a.soc - b.soc);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (soc <= first.soc) return first.kw;
  if (soc >= last.soc) return last.kw;
  const upperIndex = points.findIndex((point) => point.soc >= soc);
  const upper = points[upperIndex]!;
  const lower = points[upperIndex - 1]!;
  const ratio = (soc - lower.soc) / (upper.soc - lower.soc || 1);
  return lower.kw + (upper.kw - lower.kw) * ratio;
}

/**
 * Beyond the spec, "from the vehicle's data": the power is what the car accepts on that charger
 * (on AC its on-board charger, a 22 kW wallbox charges a 7.4 kW car at 7.4 kW; on DC its maximum
 * and its DC charging curve), the time integrates 1 ÷ power over the state-of-charge range (each
 * point of charge is battery ÷ 100 kWh), the same weather and usage factors apply, and the range
 * gained comes from the vehicle's consumption (kWh/100 km; 4.5 km per kWh without it).
 */
export function simulateFromVehicle(input: SimulationInput): VehicleSimulationResult {
  const vehicle = input.vehicle ?? null;
  const { start, end, batteryKwh, energyKwh } = rangeAndEnergy(input);
  const chargeType = CHARGE_TYPES[input.chargeType];
  const isDc = isDcCharge(chargeType.powerKw);
  const vehicleMax = isDc ? vehicle?.dcMaxKw : vehicle?.acChargerKw;
  const limited = isPositive(vehicleMax) && vehicleMax < chargeType.powerKw;
  const powerKw = limited ? vehicleMax : chargeType.powerKw;
  const measured = vehicle?.dcChargingCurve;
  const usesMeasuredCurve = isDc && Array.isArray(measured) && measured.length >= 2;

  /** The power the car draws at a state of charge (before the factors). */
  const powerAt = (soc: number): number => {
    if (!isDc) return powerKw;
    if (usesMeasuredCurve) return Math.min(powerKw, curvePowerAt(soc, measured!));
    return genericPowerAt(soc, powerKw);
  };

  let timeHours = 0;
  if (!isDc) {
    timeHours = energyKwh / effectivePower(powerKw, input);
  } else {
    const steps = Math.max(1, Math.round((end - start) / INTEGRATION_STEP));
    const width = (end - start) / steps;
    for (let index = 0; index < steps; index += 1) {
      const soc = start + (index + 0.5) * width; // midpoint rule
      const power = effectivePower(powerAt(soc), input);
      timeHours += power > 0 ? (batteryKwh * width) / 100 / power : 0;
    }
  }

  const consumption = vehicle?.consumptionKwhPer100km;
  const rangeGainedKm = isPositive(consumption)
    ? (energyKwh / consumption) * 100
    : energyKwh * RANGE_KM_PER_KWH;
  const curve = Array.from({ length: CURVE_STEPS }, (_, index) => {
    const soc = start + ((end - start) * index) / (CURVE_STEPS - 1);
    return { soc: round(soc, 1), powerKw: round(powerAt(soc), 1) };
  });

  return {
    batteryKwh,
    energyKwh: round(energyKwh, 1),
    powerKw,
    effectivePowerKw: round(effectivePower(powerKw, input), 2),
    averagePowerKw: timeHours > 0 ? round(energyKwh / timeHours, 1) : 0,
    isDc,
    timeHours,
    colour: timeColour(timeHours),
    cost: round(energyKwh * chargeType.costPerKwh, 2),
    rangeGainedKm: Math.round(rangeGainedKm),
    curve,
    limitedBy: limited ? (isDc ? 'vehicle-dc' : 'vehicle-ac') : null,
    usesMeasuredCurve,
  };
}

export const CHARGE_TYPE_ORDER: readonly ChargeType[] = ['home', 'wallbox', 'public', 'fastdc', 'superfast'];

export type SimulatorMode = 'spec' | 'vehicle';

/** The same charge (range, weather, usage, vehicle) on each of the five charge types. */
export function compareChargeTypes(
  input: Omit<SimulationInput, 'chargeType'>,
  mode: SimulatorMode,
): { chargeType: ChargeType; result: SimulationResult }[] {
  const run = mode === 'vehicle' ? simulateFromVehicle : simulateCharging;
  return CHARGE_TYPE_ORDER.map((chargeType) => ({ chargeType, result: run({ ...input, chargeType }) }));
}
