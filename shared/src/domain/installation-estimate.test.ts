import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ESTIMATE_INPUTS,
  MOROCCAN_CITIES,
  POWER_OPTIONS_KVA,
  estimateInstallation,
  validateEstimate,
  type EstimateInputs,
} from './installation-estimate';

const base: EstimateInputs = { ...DEFAULT_ESTIMATE_INPUTS, city: 'Casablanca', subscribedPower: 12 };
const totalWith = (changes: Partial<EstimateInputs>) => estimateInstallation({ ...base, ...changes }).total;

describe('estimateInstallation', () => {
  it('costs the 1500 MAD base with the default installation', () => {
    const estimate = estimateInstallation(base);
    expect(estimate.total).toBe(1500);
    expect(estimate.breakdown).toEqual([{ label: 'Installation de base', amount: 1500 }]);
  });

  it.each<[string, Partial<EstimateInputs>, number]>([
    ['a subscribed power under 9 kVA', { subscribedPower: 6 }, 600],
    ['a subscribed power of 15 kVA or more', { subscribedPower: 15 }, -200],
    ['a three-phase meter', { meterType: 'triphase' }, 400],
    ['a main breaker under 32 A', { mainBreakerAmperage: 25 }, 500],
    ['a main breaker of 63 A or more', { mainBreakerAmperage: 63 }, -100],
    ['an old panel', { panelCondition: 'ancien' }, 800],
    ['an obsolete panel', { panelCondition: 'vetuste' }, 1200],
    ['no free breaker slot', { availableBreakers: 0 }, 400],
    ['no earthing', { earthingState: 'absent' }, 600],
    ['faulty earthing', { earthingState: 'defaillant' }, 300],
    ['no differential switch', { differentialSwitch: 'absent' }, 400],
    ['15 m of cable (20 MAD a metre beyond 10)', { distance: 15 }, 100],
    ['30 m of cable (30 MAD a metre beyond 20)', { distance: 30 }, 300],
    ['a recessed cable', { cableType: 'encastre' }, 400],
    ['a cable in a trench', { cableType: 'tranchee' }, 600],
    ['another kind of cable run', { cableType: 'autre' }, 300],
    ['a job in Marrakech', { city: 'Marrakech' }, 400],
    ['a job in Agadir', { city: 'Agadir' }, 400],
    ['a job in Oujda', { city: 'Oujda' }, 400],
    ['a job in Guelmim', { city: 'guelmim ' }, 400],
  ])('adds the surcharge for %s', (_, changes, surcharge) => {
    expect(totalWith(changes)).toBe(1500 + surcharge);
  });

  it('adds nothing for 10 m of cable or less, nor for 9 to 14 kVA', () => {
    expect(totalWith({ distance: 10, subscribedPower: 9 })).toBe(1500);
    expect(totalWith({ distance: 3, subscribedPower: 14 })).toBe(1500);
  });

  it('costs the 1200 MAD minimum at best (high power, large breaker)', () => {
    const estimate = estimateInstallation({ ...base, subscribedPower: 36, mainBreakerAmperage: 80 });
    expect(estimate.total).toBe(1200);
    expect(estimate.breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(1200);
  });

  it('adds every surcharge together in the worst case', () => {
    const worst = estimateInstallation({
      city: 'Agadir',
      subscribedPower: 3,
      meterType: 'triphase',
      mainBreakerAmperage: 16,
      panelCondition: 'vetuste',
      availableBreakers: 0,
      earthingState: 'absent',
      differentialSwitch: 'absent',
      distance: 50,
      cableType: 'tranchee',
    });
    expect(worst.total).toBe(1500 + 600 + 400 + 500 + 1200 + 400 + 600 + 400 + 900 + 600 + 400);
    expect(worst.breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(worst.total);
  });
});

describe('estimate options', () => {
  it('lists 21 Moroccan cities including the four with travel costs', () => {
    expect(MOROCCAN_CITIES).toHaveLength(21);
    expect(new Set(MOROCCAN_CITIES).size).toBe(21);
    for (const city of ['Marrakech', 'Agadir', 'Oujda', 'Guelmim']) expect(MOROCCAN_CITIES).toContain(city);
  });

  it('offers the spec power options, the last as 36+', () => {
    expect(POWER_OPTIONS_KVA.map((option) => option.value)).toEqual([3, 6, 9, 12, 15, 18, 24, 30, 36]);
    expect(POWER_OPTIONS_KVA.at(-1)?.label).toBe('36+ kVA');
  });
});

describe('validateEstimate', () => {
  const photo = { type: 'image/jpeg', size: 1_000_000 };

  it('accepts a complete form with a photo', () => {
    expect(validateEstimate(base, photo)).toEqual({});
  });

  it('requires the city, the power and the photo', () => {
    expect(validateEstimate({ city: ' ', subscribedPower: null })).toEqual({
      city: 'Veuillez sélectionner une ville',
      subscribedPower: 'Veuillez indiquer la puissance souscrite',
      photo: 'Veuillez télécharger une photo du disjoncteur/tableau électrique',
    });
  });

  it('refuses other image formats and photos over 5 MB', () => {
    expect(validateEstimate(base, { type: 'image/gif', size: 10 }).photo).toBe(
      'Veuillez sélectionner une image au format JPG, PNG ou WebP',
    );
    expect(validateEstimate(base, { type: 'image/webp', size: 5 * 1024 * 1024 + 1 }).photo).toBe(
      "La taille de l'image ne doit pas dépasser 5 MB",
    );
    expect(validateEstimate(base, { type: 'image/png', size: 5 * 1024 * 1024 }).photo).toBeUndefined();
  });
});
