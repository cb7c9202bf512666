/** Charging stations from the open charging-station directory's POI format (served by the CMS at /api/poi). */
import { z } from 'zod/mini';
import { newestFirst } from '../format/format';
import { messages } from '../messages/fr';
import { stationSpeed, stationStatusFromId, type StationSpeed, type StationStatus } from '../domain/stations';

export {
  STATION_MAP_DEFAULTS,
  distanceKm,
  stationSpeed,
  stationStatusFromId,
  type StationSpeed,
  type StationStatus,
} from '../domain/stations';

const titled = z.catch(
  z.nullish(z.object({ ID: z.nullish(z.number()), Title: z.nullish(z.string()) })),
  null,
);

const connectionSchema = z.object({
  ID: z.nullish(z.number()),
  ConnectionType: z.nullish(z.object({ Title: z.nullish(z.string()), FormalName: z.nullish(z.string()) })),
  StatusTypeID: z.nullish(z.number()),
  Level: titled,
  Amps: z.nullish(z.number()),
  Voltage: z.nullish(z.number()),
  PowerKW: z.nullish(z.number()),
  CurrentType: titled,
  Quantity: z.nullish(z.number()),
});

export const poiSchema = z.object({
  ID: z.number(),
  UUID: z.nullish(z.string()),
  OperatorInfo: z.catch(
    z.nullish(
      z.object({
        Title: z.nullish(z.string()),
        WebsiteURL: z.nullish(z.string()),
        PhonePrimaryContact: z.nullish(z.string()),
        ContactEmail: z.nullish(z.string()),
      }),
    ),
    null,
  ),
  UsageType: titled,
  UsageCost: z.nullish(z.string()),
  StatusTypeID: z.nullish(z.number()),
  AddressInfo: z.object({
    Title: z.nullish(z.string()),
    AddressLine1: z.nullish(z.string()),
    AddressLine2: z.nullish(z.string()),
    Town: z.nullish(z.string()),
    StateOrProvince: z.nullish(z.string()),
    Postcode: z.nullish(z.string()),
    Country: z.nullish(z.object({ ISOCode: z.nullish(z.string()), Title: z.nullish(z.string()) })),
    Latitude: z.number(),
    Longitude: z.number(),
    ContactTelephone1: z.nullish(z.string()),
    ContactEmail: z.nullish(z.string()),
    AccessComments: z.nullish(z.string()),
    RelatedURL: z.nullish(z.string()),
    Distance: z.nullish(z.number()),
  }),
  Connections: z.catch(z.nullish(z.array(connectionSchema)), []),
  NumberOfPoints: z.nullish(z.number()),
  GeneralComments: z.nullish(z.string()),
  IsRecentlyVerified: z.nullish(z.boolean()),
  DateLastVerified: z.nullish(z.string()),
  DateCreated: z.nullish(z.string()),
  UserComments: z.catch(
    z.nullish(
      z.array(
        z.object({
          UserName: z.nullish(z.string()),
          Comment: z.nullish(z.string()),
          Rating: z.nullish(z.number()),
          DateCreated: z.nullish(z.string()),
        }),
      ),
    ),
    null,
  ),
  MediaItems: z.catch(
    z.nullish(
      z.array(
        z.object({
          ItemURL: z.nullish(z.string()),
          ItemThumbnailURL: z.nullish(z.string()),
          IsEnabled: z.nullish(z.boolean()),
          IsVideo: z.nullish(z.boolean()),
        }),
      ),
    ),
    null,
  ),
});
export type Poi = z.infer<typeof poiSchema>;

export interface StationConnection {
  type: string;
  powerKw: number | null;
  quantity: number;
  currentType: string | null;
  level: string | null;
  amps: number | null;
  voltage: number | null;
  status: StationStatus;
}

export interface StationComment {
  user: string;
  date: string | null;
  rating: number | null;
  comment: string;
}

export interface Station {
  id: string;
  name: string;
  address: string;
  addressLine2: string | null;
  city: string;
  state: string | null;
  postcode: string | null;
  country: string;
  latitude: number;
  longitude: number;
  /** Distance from the search point in km, when the directory computed it. */
  distance: number | null;
  type: StationSpeed;
  /** Label of `type`: Rapide, Accélérée or Normale. */
  typeLabel: string;
  /** The most powerful connector, in kW. */
  power: number | null;
  price: string | null;
  status: StationStatus;
  statusLabel: string;
  connectors: string[];
  detailedConnections: StationConnection[];
  numberOfPoints: number;
  operator: string;
  operatorWebsite: string | null;
  phone: string | null;
  email: string | null;
  usageType: string | null;
  hours: string | null;
  generalComments: string | null;
  verified: boolean;
  lastVerified: string | null;
  dateCreated: string | null;
  averageRating: number | null;
  totalComments: number;
  relatedURL: string | null;
  recentComments: StationComment[];
  photos: { thumbnail: string; url: string }[];
}

/** Collapses the directory's stray spaces ('Fnideq ', 'El  Aioun'). */
const tidy = (text: string | null | undefined): string | null => {
  const value = text?.replace(/\s+/g, ' ').trim();
  return value ? value : null;
};

const directory = messages.stations.directory;

/** A directory value in French when it is one of its reference values; other text as written. */
function inFrench(table: Readonly<Record<string, string>>, text: string | null | undefined): string | null {
  const value = tidy(text);
  return value === null ? null : (table[value] ?? value);
}

/** 'Free' (any case) is 'Gratuit'; a tariff written out by the operator is kept. */
const frenchCost = (text: string | null | undefined): string | null => {
  const value = tidy(text);
  return value !== null && /^free$/i.test(value) ? directory.free : value;
};

const speedLabels: Record<StationSpeed, string> = {
  fast: messages.stations.types.fast,
  accelerated: messages.stations.types.accelerated,
  normal: messages.stations.types.normal,
};

export function normalizeStation(poi: Poi): Station {
  const address = poi.AddressInfo;
  const connections: StationConnection[] = (poi.Connections ?? []).map((connection) => ({
    type:
      inFrench(directory.connectionTypes, connection.ConnectionType?.Title) ??
      tidy(connection.ConnectionType?.FormalName) ??
      '',
    powerKw: connection.PowerKW ?? null,
    quantity: connection.Quantity ?? 1,
    currentType: inFrench(directory.currentTypes, connection.CurrentType?.Title),
    level: inFrench(directory.levels, connection.Level?.Title),
    amps: connection.Amps ?? null,
    voltage: connection.Voltage ?? null,
    status: connection.StatusTypeID
      ? stationStatusFromId(connection.StatusTypeID)
      : stationStatusFromId(poi.StatusTypeID),
  }));
  const powers = connections
    .map((connection) => connection.powerKw)
    .filter((power): power is number => power !== null);
  const power = powers.length > 0 ? Math.max(...powers) : null;
  const type = stationSpeed(power);
  const status = stationStatusFromId(poi.StatusTypeID);
  const comments = (poi.UserComments ?? []).filter((comment) => comment.Rating || comment.Comment);
  const ratings = comments
    .map((comment) => comment.Rating)
    .filter((rating): rating is number => typeof rating === 'number' && rating > 0);
  return {
    id: String(poi.ID),
    name:
      tidy(address.Title) ?? inFrench(directory.operators, poi.OperatorInfo?.Title) ?? `Station ${poi.ID}`,
    address: tidy(address.AddressLine1) ?? '',
    addressLine2: tidy(address.AddressLine2),
    city: tidy(address.Town) ?? '',
    state: tidy(address.StateOrProvince),
    postcode: tidy(address.Postcode),
    country: inFrench(directory.countries, address.Country?.Title) ?? directory.countries.Morocco,
    latitude: address.Latitude,
    longitude: address.Longitude,
    distance: address.Distance ?? null,
    type,
    typeLabel: speedLabels[type],
    power,
    price: frenchCost(poi.UsageCost),
    status,
    statusLabel: messages.stations.status[status],
    connectors: [...new Set(connections.map((connection) => connection.type).filter(Boolean))],
    detailedConnections: connections,
    numberOfPoints:
      poi.NumberOfPoints ?? connections.reduce((sum, connection) => sum + connection.quantity, 0),
    operator: inFrench(directory.operators, poi.OperatorInfo?.Title) ?? messages.stations.unknownOperator,
    operatorWebsite: tidy(poi.OperatorInfo?.WebsiteURL),
    phone: tidy(address.ContactTelephone1) ?? tidy(poi.OperatorInfo?.PhonePrimaryContact),
    email: tidy(address.ContactEmail) ?? tidy(poi.OperatorInfo?.ContactEmail),
    usageType: inFrench(directory.usageTypes, poi.UsageType?.Title),
    hours: tidy(address.AccessComments),
    generalComments: tidy(poi.GeneralComments),
    verified: poi.IsRecentlyVerified ?? false,
    lastVerified: poi.DateLastVerified ?? null,
    dateCreated: poi.DateCreated ?? null,
    averageRating:
      ratings.length > 0 ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null,
    totalComments: comments.length,
    relatedURL: tidy(address.RelatedURL),
    recentComments: [...comments]
      .sort((a, b) => newestFirst(a.DateCreated, b.DateCreated))
      .slice(0, 3)
      .map((comment) => ({
        user: tidy(comment.UserName) ?? messages.common.anonymous,
        date: comment.DateCreated ?? null,
        rating: comment.Rating ?? null,
        comment: tidy(comment.Comment) ?? '',
      })),
    photos: (poi.MediaItems ?? [])
      .filter((item) => item.IsEnabled !== false && !item.IsVideo && item.ItemURL)
      .slice(0, 3)
      .map((item) => ({ thumbnail: item.ItemThumbnailURL ?? item.ItemURL ?? '', url: item.ItemURL ?? '' })),
  };
}

export function parseStation(raw: unknown): Station {
  return normalizeStation(poiSchema.parse(raw));
}

/** Parses a POI list, skipping entries too broken to place on a map. */
export function parseStations(raw: unknown): Station[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const result = poiSchema.safeParse(entry);
    return result.success ? [normalizeStation(result.data)] : [];
  });
}

/** A station review or issue report kept by the CMS. */
export interface StationReview {
  stationId: string;
  rating: number;
  comment: string;
  user: string;
  date: string;
}
