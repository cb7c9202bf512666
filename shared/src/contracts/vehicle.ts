/** Vehicles ('vehicules' collection) as the backend sends them and as screens use them. */
import { z } from 'zod/mini';
import { messages } from '../messages/fr';
import { discountPercent } from '../domain/pricing';
import type { SimulatorVehicle } from '../domain/charging-simulator';
import {
  documentIdentitySchema,
  looseNumberSchema,
  looseTextSchema,
  mediaFieldSchema,
  mediaList,
  normalizeMedia,
  routeId,
  stringListSchema,
  type ImageRef,
} from './strapi';

const curvePointSchema = z.object({ soc: z.number(), kw: z.number() });

export const vehicleSchema = z.extend(documentIdentitySchema, {
  slug: z.nullish(z.string()),
  // Identity
  Brand: looseTextSchema,
  Marque: looseTextSchema,
  FullName: looseTextSchema,
  Modele: looseTextSchema,
  Version: looseTextSchema,
  Categorie: looseTextSchema,
  Segment: looseTextSchema,
  etat: looseTextSchema,
  Type: looseTextSchema,
  // Price
  Prix: looseNumberSchema,
  Prixpublic: looseNumberSchema,
  PrixOriginal: looseNumberSchema,
  Remise: looseNumberSchema,
  // Performance
  Autonomieofficielle: looseTextSchema,
  Accelerationde0a100kmh: looseTextSchema,
  Vitessemax: looseTextSchema,
  Puissance: looseTextSchema,
  Motorisation: looseTextSchema,
  Energie: looseTextSchema,
  Couple: looseTextSchema,
  Transmission: looseTextSchema,
  // Battery and charging
  Capacitebatterie: looseTextSchema,
  descriptionbatterie: looseTextSchema,
  RechargeDCmax: looseTextSchema,
  ConnecteurAC: looseTextSchema,
  ConnecteurDC: looseTextSchema,
  PuissancemaxAC: looseTextSchema,
  PuissancemaxDC: looseTextSchema,
  ConsommationmixteWLTP: looseTextSchema,
  // Dimensions
  Longueur: looseTextSchema,
  Largeur: looseTextSchema,
  Hauteur: looseTextSchema,
  Empattement: looseTextSchema,
  Volumeducoffre: looseTextSchema,
  Gardeausol: looseTextSchema,
  Rayondebraquage: looseTextSchema,
  Poids: looseTextSchema,
  Poidsavide: looseTextSchema,
  Poidstotalautoriseencharge: looseTextSchema,
  Places: looseNumberSchema,
  Portes: looseNumberSchema,
  // Media and flags
  Images: mediaFieldSchema,
  Photos: mediaFieldSchema,
  Equipements: stringListSchema,
  Note: looseNumberSchema,
  NombreAvis: looseNumberSchema,
  EstNouveau: z.nullish(z.boolean()),
  EstEnVedette: z.nullish(z.boolean()),
  Tags: stringListSchema,
  Description: z.nullish(z.string()),
  Descriptionperformance: z.nullish(z.string()),
  // Typed figures for the charging simulator
  usableBatteryKwh: looseNumberSchema,
  consumptionKwhPer100km: looseNumberSchema,
  acChargerKw: looseNumberSchema,
  dcMaxKw: looseNumberSchema,
  dcChargingCurve: z.catch(z.nullish(z.array(curvePointSchema)), null),
  rangeKm: looseNumberSchema,
});
export type RawVehicle = z.infer<typeof vehicleSchema>;

export interface VehicleSpecifications {
  range: string | null;
  acceleration: string | null;
  topSpeed: string | null;
  power: string | null;
  torque: string | null;
  transmission: string | null;
  seats: string | null;
  doors: string | null;
  batteryCapacity: string | null;
  fastCharging: string | null;
  acPower: string | null;
  dcPower: string | null;
  connector: string | null;
  acConnector: string | null;
  dcConnector: string | null;
  consumption: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  wheelbase: string | null;
  weight: string | null;
  emptyWeight: string | null;
  grossWeight: string | null;
  trunkVolume: string | null;
  groundClearance: string | null;
  turningRadius: string | null;
}

/** A vehicle as every screen uses it; it also carries what the charging simulator reads. */
export interface Vehicle extends SimulatorVehicle {
  id: string;
  documentId: string;
  slug: string | null;
  /** Full display name, e.g. 'Tesla Model 3 Grande Autonomie'. */
  name: string;
  brand: string;
  model: string;
  version: string | null;
  type: string | null;
  category: string | null;
  segment: string | null;
  price: number | null;
  originalPrice: number | null;
  discount: number;
  range: string | null;
  acceleration: string | null;
  topSpeed: string | null;
  power: string | null;
  motorisation: string | null;
  energy: string;
  seats: number;
  image: ImageRef;
  images: ImageRef[];
  description: string;
  features: string[];
  specifications: VehicleSpecifications;
  rating: number;
  reviews: number;
  isNew: boolean;
  isFeatured: boolean;
  tags: string[];
  status: string;
  usableBatteryKwh: number | null;
  batteryText: string | null;
  rangeKm: number | null;
  consumptionKwhPer100km: number | null;
  acChargerKw: number | null;
  dcMaxKw: number | null;
  dcChargingCurve: { soc: number; kw: number }[] | null;
}

/** A bare number from the backend gets its unit; text is kept as written. */
function withUnit(value: string | null, unit: string): string | null {
  if (value === null) return null;
  return /^\d+(?:[.,]\d+)?$/.test(value) ? `${value.replace('.', ',')} ${unit}` : value;
}

/** The site's vehicle illustration, for a vehicle without a photo. */
export const VEHICLE_FALLBACK_IMAGE_URL = '/images/fallback/vehicle.svg';

export function normalizeVehicle(raw: RawVehicle): Vehicle {
  const brand = raw.Brand ?? raw.Marque ?? messages.products.defaultBrand;
  const model = raw.Modele ?? '';
  const name = raw.FullName ?? ([brand, model, raw.Version].filter(Boolean).join(' ') || brand);
  const price = raw.Prixpublic ?? raw.Prix;
  const discount =
    raw.Remise !== null && raw.Remise > 0 ? Math.round(raw.Remise) : discountPercent(price, raw.PrixOriginal);
  const images = [...mediaList(raw.Images), ...mediaList(raw.Photos)]
    .map((media) => normalizeMedia(media, name))
    .filter((image): image is ImageRef => image !== null);
  const seats = raw.Places !== null && raw.Places > 0 ? Math.round(raw.Places) : 5;
  const specifications: VehicleSpecifications = {
    range: withUnit(raw.Autonomieofficielle, 'km'),
    acceleration: withUnit(raw.Accelerationde0a100kmh, 's'),
    topSpeed: withUnit(raw.Vitessemax, 'km/h'),
    power: withUnit(raw.Puissance, 'ch'),
    torque: withUnit(raw.Couple, 'Nm'),
    transmission: raw.Transmission,
    seats: String(seats),
    doors: raw.Portes === null ? null : String(raw.Portes),
    batteryCapacity: withUnit(raw.Capacitebatterie, 'kWh'),
    fastCharging: withUnit(raw.RechargeDCmax, 'kW'),
    acPower: withUnit(raw.PuissancemaxAC, 'kW'),
    dcPower: withUnit(raw.PuissancemaxDC, 'kW'),
    connector: raw.ConnecteurDC ?? raw.ConnecteurAC,
    acConnector: raw.ConnecteurAC,
    dcConnector: raw.ConnecteurDC,
    consumption: withUnit(raw.ConsommationmixteWLTP, 'kWh/100 km'),
    length: withUnit(raw.Longueur, 'mm'),
    width: withUnit(raw.Largeur, 'mm'),
    height: withUnit(raw.Hauteur, 'mm'),
    wheelbase: withUnit(raw.Empattement, 'mm'),
    weight: withUnit(raw.Poids ?? raw.Poidsavide, 'kg'),
    emptyWeight: withUnit(raw.Poidsavide, 'kg'),
    grossWeight: withUnit(raw.Poidstotalautoriseencharge, 'kg'),
    trunkVolume: withUnit(raw.Volumeducoffre, 'L'),
    groundClearance: withUnit(raw.Gardeausol, 'mm'),
    turningRadius: withUnit(raw.Rayondebraquage, 'm'),
  };
  const id = routeId(raw);
  return {
    id,
    documentId: id,
    slug: raw.slug ?? null,
    name,
    brand,
    model,
    version: raw.Version,
    type: raw.Type,
    category: raw.Categorie,
    segment: raw.Segment,
    price,
    originalPrice: raw.PrixOriginal,
    discount,
    range: specifications.range,
    acceleration: specifications.acceleration,
    topSpeed: specifications.topSpeed,
    power: specifications.power,
    motorisation: raw.Motorisation,
    energy: raw.Energie ?? messages.vehicles.defaultEnergy,
    seats,
    image: images[0] ?? {
      url: VEHICLE_FALLBACK_IMAGE_URL,
      alt: name,
      width: 1200,
      height: 675,
      srcSet: null,
    },
    images,
    description: raw.Description?.trim() || raw.Descriptionperformance?.trim() || '',
    features: raw.Equipements,
    specifications,
    rating: raw.Note ?? 4.5,
    reviews: Math.max(0, Math.floor(raw.NombreAvis ?? 0)),
    isNew: raw.EstNouveau ?? raw.etat === messages.vehicles.newStatus,
    isFeatured: raw.EstEnVedette ?? false,
    tags: raw.Tags,
    status: raw.etat ?? messages.vehicles.defaultStatus,
    usableBatteryKwh: raw.usableBatteryKwh,
    batteryText: raw.Capacitebatterie ?? raw.descriptionbatterie,
    rangeKm: raw.rangeKm,
    consumptionKwhPer100km: raw.consumptionKwhPer100km,
    acChargerKw: raw.acChargerKw,
    dcMaxKw: raw.dcMaxKw,
    dcChargingCurve: raw.dcChargingCurve ?? null,
  };
}

export function parseVehicle(raw: unknown): Vehicle {
  return normalizeVehicle(vehicleSchema.parse(raw));
}

/** List-screen query parameter values → backend `Categorie` and `Motorisation` fragments. */
export const VEHICLE_CATEGORY_FILTERS: Readonly<Record<string, string>> = {
  suv: 'SUV',
  sedan: 'Berlines',
  compact: 'Compacte',
  luxury: 'Luxe',
  commercial: 'Commercial',
  sports: 'Sport',
  breaks: 'Breaks',
};
export const VEHICLE_ENERGY_FILTERS: Readonly<Record<string, string>> = {
  electric: 'Électrique',
  hybrid: 'hybride',
};
export const VEHICLE_PRICE_RANGE = { min: 200000, max: 1500000, step: 10000 } as const;
export const VEHICLE_PAGE_SIZE = 20;
export type VehicleSort = 'name' | 'brand' | 'price-low' | 'price-high' | 'power-high';
