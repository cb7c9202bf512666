/** Backend vehicles as the CMS sends them (the fields the screens read). */
let next = 0;

export function backendVehicle(overrides: Record<string, unknown> = {}) {
  next += 1;
  const index = next;
  return {
    id: index,
    documentId: `vehicle${String(index).padStart(17, '0')}doc`.slice(0, 24).padEnd(24, 'x'),
    slug: `vehicule-${index}`,
    Brand: 'Tesla',
    FullName: `Tesla Model ${index}`,
    Modele: `Model ${index}`,
    Categorie: 'SUV',
    etat: 'Disponible',
    Motorisation: 'Électrique',
    Energie: 'Électrique',
    Autonomieofficielle: '500 km',
    Puissance: '300 ch',
    Places: null,
    Prixpublic: 400000 + index * 1000,
    PrixOriginal: null,
    Remise: 0,
    Capacitebatterie: '75 kWh',
    PuissancemaxAC: '11 kW',
    Longueur: '4 700 mm',
    Note: 4.6,
    NombreAvis: 12,
    EstNouveau: false,
    EstEnVedette: false,
    Equipements: ['Pompe à chaleur'],
    Tags: [],
    Description: 'Une berline électrique.',
    usableBatteryKwh: 75,
    consumptionKwhPer100km: 16,
    acChargerKw: 11,
    dcMaxKw: 170,
    dcChargingCurve: [
      { soc: 0, kw: 170 },
      { soc: 100, kw: 30 },
    ],
    Images: [],
    ...overrides,
  };
}
