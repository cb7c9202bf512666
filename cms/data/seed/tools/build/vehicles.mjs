import { acFullChargeHours, fastChargeMinutes } from './charging.mjs';
import { durationFromHours, frNumber, kw, slugify, withUnit } from '../lib/format.mjs';

const categoryTags = {
  SUV: 'suv',
  Berlines: 'berline',
  Compacte: 'compacte',
  Luxe: 'luxe',
  Sport: 'sportive',
  Commercial: 'utilitaire',
  Breaks: 'break',
};

const chemistryLabels = {
  LFP: 'lithium-fer-phosphate (LFP)',
  'LFP (Blade)': 'lithium-fer-phosphate (LFP) Blade',
};

const acPortLabels = { type2: 'Type 2', type1: 'Type 1' };

// Stable pseudo-random number from a string, so ratings do not change between runs.
function seededNumber(text) {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)) % 100003;
  return hash;
}

function specsFromOpenEvData(entry, record) {
  if (!record) {
    return {
      usableKwh: entry.usableKwh,
      consumption: entry.consumption,
      acKw: entry.acKw,
      dcKw: entry.dcKw,
      curve: [],
      voltage: null,
      acPort: 'Type 2',
    };
  }
  return {
    usableKwh: record.usable_battery_size,
    consumption: record.energy_consumption.average_consumption,
    acKw: record.ac_charger.max_power,
    dcKw: record.dc_charger.max_power,
    curve: record.dc_charger.charging_curve.map((point) => ({ soc: point.percentage, kw: point.power })),
    voltage: record.charging_voltage,
    acPort: acPortLabels[record.ac_charger.ports[0]] ?? 'Type 2',
  };
}

function batteryCapacityLabel(grossKwh, usableKwh) {
  if (grossKwh && grossKwh > usableKwh) {
    return `${frNumber(grossKwh)} kWh (utile ${frNumber(usableKwh)} kWh)`;
  }
  return `${frNumber(usableKwh)} kWh utiles`;
}

function batteryDescription(entry, specs) {
  const chemistry = chemistryLabels[entry.chemistry] ?? 'lithium-ion';
  const architecture = specs.voltage ? ` (architecture ${specs.voltage} V)` : '';
  const acHours = durationFromHours(acFullChargeHours(specs.usableKwh, specs.acKw));
  const singlePhaseNote =
    specs.acKw >= 11 ? ' (en triphasé ; 7,4 kW au plus sur une installation monophasée)' : '';
  return (
    `Batterie ${chemistry} de ${frNumber(specs.usableKwh)} kWh utiles${architecture}. ` +
    `Recharge en courant alternatif jusqu'à ${kw(specs.acKw)}${singlePhaseNote} : comptez environ ${acHours} pour une recharge complète sur une wallbox de cette puissance. ` +
    `Recharge rapide en courant continu jusqu'à ${kw(specs.dcKw)}.`
  );
}

function performanceDescription(entry) {
  const plugIn = entry.type === 'Hybride rechargeable';
  const wheels = {
    Intégrale: 'répartis sur les quatre roues',
    Propulsion: 'transmis aux roues arrière',
    Traction: 'transmis aux roues avant',
  };
  const power = plugIn ? `${entry.hp} ch de puissance cumulée` : `${entry.hp} ch`;
  let character =
    'Une motorisation pensée pour la sobriété et la souplesse en ville plutôt que pour la vitesse.';
  if (entry.accel < 4.5)
    character = 'Des performances de supercar, disponibles instantanément, sans le moindre temps de réponse.';
  else if (entry.accel < 7)
    character = 'Des reprises franches et immédiates, idéales pour les dépassements sur route nationale.';
  else if (entry.accel < 10)
    character = 'Des performances largement suffisantes et une conduite très souple au quotidien.';
  return (
    `${power} et ${entry.torque} Nm ${wheels[entry.transmission]} : le 0 à 100 km/h est abattu en ` +
    `${frNumber(entry.accel, 1)} s et la vitesse maximale atteint ${entry.topSpeed} km/h. ${character}`
  );
}

function vehicleDescription(entry, specs) {
  if (entry.type === 'Hybride rechargeable') {
    const hours = durationFromHours(acFullChargeHours(specs.usableKwh, specs.acKw));
    return (
      `${entry.pitch} En mode électrique, il parcourt jusqu'à ${entry.rangeKm} km (cycle WLTP) ; ` +
      `sa batterie de ${frNumber(specs.usableKwh)} kWh utiles se recharge en ${hours} environ sur une wallbox de ${kw(specs.acKw)}.`
    );
  }
  const realRange = Math.round(((specs.usableKwh / specs.consumption) * 100) / 5) * 5;
  const minutes = fastChargeMinutes(specs.curve, specs.usableKwh);
  const realUse =
    realRange < entry.rangeKm
      ? `avec une consommation moyenne de ${frNumber(specs.consumption)} kWh/100 km, comptez environ ${realRange} km en usage réel`
      : `sa consommation moyenne de ${frNumber(specs.consumption)} kWh/100 km permet d'en approcher la valeur en usage réel`;
  return (
    `${entry.pitch} Autonomie homologuée : ${entry.rangeKm} km (cycle WLTP) ; ${realUse}. ` +
    `Sur une borne rapide, le passage de 10 à 80 % demande environ ${minutes} minutes.`
  );
}

function vehicleTags(entry, specs) {
  const tags = [
    entry.type === 'Hybride rechargeable' ? 'hybride rechargeable' : 'électrique',
    categoryTags[entry.category],
  ];
  if (entry.transmission === 'Intégrale') tags.push('4x4');
  if (specs.voltage === 800) tags.push('800 v');
  if (specs.dcKw >= 150) tags.push('recharge rapide');
  if (entry.rangeKm >= 550) tags.push('grande autonomie');
  if (entry.seats >= 7) tags.push('7 places');
  if (entry.price < 350000) tags.push('petit budget');
  return tags.slice(0, 5);
}

function maximumWeight(entry) {
  const payload = entry.commercial ? 650 : 150;
  return Math.ceil((entry.weightKg + entry.seats * 75 + payload) / 10) * 10;
}

export function buildVehicle(entry, record) {
  const type = entry.type ?? 'Électrique';
  const fullEntry = { ...entry, type };
  const specs = specsFromOpenEvData(entry, record);
  const fullName = `${entry.brand} ${entry.model} ${entry.version}`;
  const slug = slugify(fullName);
  const seed = seededNumber(slug);
  const [length, width, height, wheelbase] = entry.dims;
  const discount = entry.originalPrice
    ? Math.round(((entry.originalPrice - entry.price) / entry.originalPrice) * 100)
    : 0;
  const rangeLabel =
    type === 'Hybride rechargeable' ? `${entry.rangeKm} km en mode électrique` : `${entry.rangeKm} km`;
  const chargerLabel = `Chargeur embarqué ${kw(specs.acKw)}`;
  const equipment = [...entry.equipment];
  if (!equipment.some((item) => item.startsWith('Chargeur embarqué'))) equipment.push(chargerLabel);
  equipment.push('Câble de recharge Mode 3 Type 2 fourni');

  return {
    slug,
    Brand: entry.brand,
    Marque: entry.brand,
    FullName: fullName,
    Modele: entry.model,
    Version: entry.version,
    Categorie: entry.category,
    Segment: entry.segment,
    etat: entry.etat,
    Type: type,
    Prix: entry.price,
    Prixpublic: entry.price,
    PrixOriginal: entry.originalPrice ?? null,
    Remise: discount,
    Autonomieofficielle: rangeLabel,
    Accelerationde0a100kmh: `${frNumber(entry.accel, 1)} s`,
    Vitessemax: `${entry.topSpeed} km/h`,
    Puissance: `${entry.hp} ch`,
    Motorisation: type,
    Energie: type,
    Couple: `${entry.torque} Nm`,
    Transmission: entry.transmission,
    Capacitebatterie: batteryCapacityLabel(entry.grossKwh, specs.usableKwh),
    descriptionbatterie: batteryDescription(fullEntry, specs),
    RechargeDCmax: kw(specs.dcKw),
    ConnecteurAC: specs.acPort,
    ConnecteurDC: 'CCS Combo 2',
    PuissancemaxAC: kw(specs.acKw),
    PuissancemaxDC: kw(specs.dcKw),
    ConsommationmixteWLTP: `${frNumber(specs.consumption)} kWh/100 km`,
    Longueur: withUnit(length, 'mm'),
    Largeur: withUnit(width, 'mm'),
    Hauteur: withUnit(height, 'mm'),
    Empattement: withUnit(wheelbase, 'mm'),
    Volumeducoffre: entry.commercial
      ? `${frNumber(entry.trunkL)} L (volume utile)`
      : withUnit(entry.trunkL, 'L'),
    Gardeausol: withUnit(entry.groundMm, 'mm'),
    Rayondebraquage: withUnit(entry.turningM, 'm', 1),
    Poids: withUnit(entry.weightKg + 75, 'kg'),
    Poidsavide: withUnit(entry.weightKg, 'kg'),
    Poidstotalautoriseencharge: withUnit(maximumWeight(entry), 'kg'),
    Places: entry.seats,
    Equipements: equipment,
    Note: Number((4.2 + (seed % 7) / 10).toFixed(1)),
    NombreAvis: 6 + (seed % 118),
    EstNouveau: entry.etat === 'Nouveau',
    EstEnVedette: Boolean(entry.featured),
    Tags: vehicleTags(fullEntry, specs),
    Descriptionperformance: performanceDescription(fullEntry),
    Description: vehicleDescription(fullEntry, specs),
    usableBatteryKwh: specs.usableKwh,
    consumptionKwhPer100km: specs.consumption,
    acChargerKw: specs.acKw,
    dcMaxKw: specs.dcKw,
    rangeKm: entry.rangeKm,
    dcChargingCurve: specs.curve,
    openEvDataId: entry.openEvDataId,
    images: [`${slug}.svg`, `${slug}-recharge.svg`],
  };
}
