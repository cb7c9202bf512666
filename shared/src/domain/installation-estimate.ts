/** Home charger installation estimate (MAD), used in the cart, on product pages and on /installation. */
import { formatMessage, messages } from '../messages/fr.js';

export const ESTIMATE_BASE_PRICE = 1500;
export const ESTIMATE_MINIMUM_PRICE = 1200;
export const REMOTE_CITY_SURCHARGE = 400;

export type MeterType = 'monophase' | 'triphase';
export type PanelCondition = 'bon' | 'ancien' | 'vetuste';
export type EarthingState = 'bon' | 'absent' | 'defaillant';
export type DifferentialSwitch = 'present' | 'absent';
export type CableType = 'goulotte' | 'encastre' | 'tranchee' | 'autre';

export interface EstimateInputs {
  city: string;
  /** Subscribed power in kVA; '36+' is 36. Null until chosen. */
  subscribedPower: number | null;
  meterType: MeterType;
  mainBreakerAmperage: number;
  electricalPanelBrand?: string;
  panelCondition: PanelCondition;
  availableBreakers: number;
  earthingState: EarthingState;
  differentialSwitch: DifferentialSwitch;
  /** Cable run from the panel to the charger, in metres. */
  distance: number;
  cableType: CableType;
}

export interface EstimateLine {
  label: string;
  amount: number;
}

export interface Estimate {
  total: number;
  breakdown: EstimateLine[];
}

export const DEFAULT_ESTIMATE_INPUTS: Readonly<EstimateInputs> = {
  city: '',
  subscribedPower: null,
  meterType: 'monophase',
  mainBreakerAmperage: 32,
  electricalPanelBrand: '',
  panelCondition: 'bon',
  availableBreakers: 1,
  earthingState: 'bon',
  differentialSwitch: 'present',
  distance: 10,
  cableType: 'goulotte',
};

export const POWER_OPTIONS_KVA: readonly { value: number; label: string }[] = [
  3, 6, 9, 12, 15, 18, 24, 30, 36,
].map((value) => ({ value, label: value === 36 ? '36+ kVA' : `${value} kVA` }));
export const BREAKER_PRESETS: readonly number[] = [16, 20, 25, 32, 40, 50, 63, 80];
export const BREAKER_RANGE = { min: 16, max: 100, step: 1 } as const;
export const DISTANCE_PRESETS: readonly number[] = [5, 10, 15, 20, 30, 50];
export const DISTANCE_RANGE = { min: 1, max: 100, step: 1 } as const;
export const FREE_SLOTS: readonly number[] = [0, 1, 2, 3, 4, 5];

export const MOROCCAN_CITIES: readonly string[] = [
  'Casablanca',
  'Rabat',
  'Marrakech',
  'Fès',
  'Tanger',
  'Agadir',
  'Meknès',
  'Oujda',
  'Kénitra',
  'Tétouan',
  'Salé',
  'Témara',
  'Mohammédia',
  'El Jadida',
  'Safi',
  'Béni Mellal',
  'Nador',
  'Khouribga',
  'Settat',
  'Laâyoune',
  'Guelmim',
];

/** Cities served from afar: the technician's travel is charged. */
export const REMOTE_CITIES: readonly string[] = ['Marrakech', 'Agadir', 'Oujda', 'Guelmim'];

const foldAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

export function isRemoteCity(city: string): boolean {
  const folded = foldAccents(city);
  return REMOTE_CITIES.some((remote) => foldAccents(remote) === folded);
}

const PANEL_SURCHARGES: Record<PanelCondition, number> = { bon: 0, ancien: 800, vetuste: 1200 };
const EARTHING_SURCHARGES: Record<EarthingState, number> = { bon: 0, absent: 600, defaillant: 300 };
const CABLE_SURCHARGES: Record<CableType, number> = { goulotte: 0, encastre: 400, tranchee: 600, autre: 300 };

/** Cable beyond 20 m costs 30 MAD a metre; between 10 and 20 m, 20 MAD a metre. */
function distanceSurcharge(distance: number): { amount: number; threshold: number; meters: number } | null {
  if (distance > 20) return { amount: (distance - 20) * 30, threshold: 20, meters: distance - 20 };
  if (distance > 10) return { amount: (distance - 10) * 20, threshold: 10, meters: distance - 10 };
  return null;
}

export function estimateInstallation(partial: Partial<EstimateInputs>): Estimate {
  const inputs: EstimateInputs = { ...DEFAULT_ESTIMATE_INPUTS, ...partial };
  const labels = messages.estimate.breakdown;
  const breakdown: EstimateLine[] = [{ label: labels.base, amount: ESTIMATE_BASE_PRICE }];
  const add = (label: string, amount: number) => {
    if (amount !== 0) breakdown.push({ label, amount });
  };

  if (inputs.subscribedPower !== null) {
    if (inputs.subscribedPower < 9) add(labels.lowPower, 600);
    else if (inputs.subscribedPower >= 15) add(labels.highPower, -200);
  }
  if (inputs.meterType === 'triphase') add(labels.threePhase, 400);
  if (inputs.mainBreakerAmperage < 32) add(labels.smallBreaker, 500);
  else if (inputs.mainBreakerAmperage >= 63) add(labels.largeBreaker, -100);
  add(
    inputs.panelCondition === 'vetuste' ? labels.obsoletePanel : labels.oldPanel,
    PANEL_SURCHARGES[inputs.panelCondition],
  );
  if (inputs.availableBreakers <= 0) add(labels.noFreeBreaker, 400);
  add(
    inputs.earthingState === 'absent' ? labels.noEarthing : labels.faultyEarthing,
    EARTHING_SURCHARGES[inputs.earthingState],
  );
  if (inputs.differentialSwitch === 'absent') add(labels.noDifferential, 400);
  const cable = distanceSurcharge(inputs.distance);
  if (cable)
    add(formatMessage(labels.distance, { meters: cable.meters, threshold: cable.threshold }), cable.amount);
  const cableLabel = {
    goulotte: '',
    encastre: labels.recessedCable,
    tranchee: labels.trenchCable,
    autre: labels.otherCable,
  };
  add(cableLabel[inputs.cableType], CABLE_SURCHARGES[inputs.cableType]);
  if (isRemoteCity(inputs.city))
    add(formatMessage(labels.remoteCity, { city: inputs.city.trim() }), REMOTE_CITY_SURCHARGE);

  const sum = breakdown.reduce((total, line) => total + line.amount, 0);
  if (sum < ESTIMATE_MINIMUM_PRICE) add(labels.minimumAdjustment, ESTIMATE_MINIMUM_PRICE - sum);
  return { total: Math.max(ESTIMATE_MINIMUM_PRICE, sum), breakdown };
}

export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export type EstimateErrors = Partial<Record<'city' | 'subscribedPower' | 'photo', string>>;

/** Errors by field; an empty object means the estimate can be submitted. */
export function validateEstimate(
  inputs: Pick<EstimateInputs, 'city' | 'subscribedPower'>,
  photo?: { type: string; size: number } | null,
): EstimateErrors {
  const errors: EstimateErrors = {};
  if (!inputs.city.trim()) errors.city = messages.estimate.cityRequired;
  if (
    inputs.subscribedPower === null ||
    !Number.isFinite(inputs.subscribedPower) ||
    inputs.subscribedPower <= 0
  ) {
    errors.subscribedPower = messages.estimate.powerRequired;
  }
  if (!photo) errors.photo = messages.estimate.photoRequired;
  else if (!PHOTO_TYPES.includes(photo.type.toLowerCase())) errors.photo = messages.estimate.photoFormat;
  else if (photo.size > PHOTO_MAX_BYTES) errors.photo = messages.estimate.photoSize;
  return errors;
}
