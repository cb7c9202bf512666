/** Charging stations from the open charging-station directory's POI format (served by the CMS at /api/poi). */
import { z } from 'zod';
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

const titled = z.object({ ID: z.number().nullish(), Title: z.string().nullish() }).nullish().catch(null);

const connectionSchema = z.object({
  ID: z.number().nullish(),
  ConnectionType: z.object({ Title: z.string().nullish(), FormalName: z.string().nullish() }).nullish(),
  StatusTypeID: z.number().nullish(),
  Level: titled,
  Amps: z.number().nullish(),
  Voltage: z.number().nullish(),
  PowerKW: z.number().nullish(),
  CurrentType: titled,
  Quantity: z.number().nullish(),
});

export const poiSchema = z.object({
  ID: z.number(),
  UUID: z.string().nullish(),
  OperatorInfo: z
    .object({
      Title: z.string().nullish(),
      WebsiteURL: z.string().nullish(),
      PhonePrimaryContact: z.string().nullish(),
      ContactEmail: z.string().nullish(),
    })
    .nullish()
    .catch(null),
  UsageType: titled,
  UsageCost: z.string().nullish(),
  StatusTypeID: z.number().nullish(),
  AddressInfo: z.object({
    Title: z.string().nullish(),
    AddressLine1: z.string().nullish(),
    AddressLine2: z.string().nullish(),
    Town: z.string().nullish(),
    StateOrProvince: z.string().nullish(),
    Postcode: z.string().nullish(),
    Country: z.object({ ISOCode: z.string().nullish(), Title: z.string().nullish() }).nullish(),
    Latitude: z.number(),
    Longitude: z.number(),
    ContactTelephone1: z.string().nullish(),
    ContactEmail: z.string().nullish(),
    AccessComments: z.string().nullish(),
    RelatedURL: z.string().nullish(),
    Distance: z.number().nullish(),
  }),
  Connections: z.array(connectionSchema).nullish().catch([]),
  NumberOfPoints: z.number().nullish(),
  GeneralComments: z.string().nullish(),
  IsRecentlyVerified: z.boolean().nullish(),
  DateLastVerified: z.string().nullish(),
  DateCreated: z.string().nullish(),
  UserComments: z
    .array(
      z.object({
        UserName: z.string().nullish(),
        Comment: z.string().nullish(),
        Rating: z.number().nullish(),
        DateCreated: z.string().nullish(),
      }),
    )
    .nullish()
    .catch(null),
  MediaItems: z
    .array(
      z.object({
        ItemURL: z.string().nullish(),
        ItemThumbnailURL: z.string().nullish(),
        IsEnabled: z.boolean().nullish(),
        IsVideo: z.boolean().nullish(),
      }),
    )
    .nullish()
    .catch(null),
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

const speedLabels: Record<StationSpeed, string> = {
  fast: messages.stations.types.fast,
  accelerated: messages.stations.types.accelerated,
  normal: messages.stations.types.normal,
};

export function normalizeStation(poi: Poi): Station {
  const address = poi.AddressInfo;
  const connections: StationConnection[] = (poi.Connections ?? []).map((connection) => ({
    type: tidy(connection.ConnectionType?.Title) ?? tidy(connection.ConnectionType?.FormalName) ?? '',
    powerKw: connection.PowerKW ?? null,
    quantity: connection.Quantity ?? 1,
    currentType: tidy(connection.CurrentType?.Title),
    level: tidy(connection.Level?.Title),
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
    name: tidy(address.Title) ?? tidy(poi.OperatorInfo?.Title) ?? `Station ${poi.ID}`,
    address: tidy(address.AddressLine1) ?? '',
    addressLine2: tidy(address.AddressLine2),
    city: tidy(address.Town) ?? '',
    state: tidy(address.StateOrProvince),
    postcode: tidy(address.Postcode),
    country: tidy(address.Country?.Title) ?? 'Morocco',
    latitude: address.Latitude,
    longitude: address.Longitude,
    distance: address.Distance ?? null,
    type,
    typeLabel: speedLabels[type],
    power,
    price: tidy(poi.UsageCost),
    status,
    statusLabel: messages.stations.status[status],
    connectors: [...new Set(connections.map((connection) => connection.type).filter(Boolean))],
    detailedConnections: connections,
    numberOfPoints:
      poi.NumberOfPoints ?? connections.reduce((sum, connection) => sum + connection.quantity, 0),
    operator: tidy(poi.OperatorInfo?.Title) ?? messages.stations.unknownOperator,
    operatorWebsite: tidy(poi.OperatorInfo?.WebsiteURL),
    phone: tidy(address.ContactTelephone1) ?? tidy(poi.OperatorInfo?.PhonePrimaryContact),
    email: tidy(address.ContactEmail) ?? tidy(poi.OperatorInfo?.ContactEmail),
    usageType: tidy(poi.UsageType?.Title),
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
      .sort((a, b) => (b.DateCreated ?? '').localeCompare(a.DateCreated ?? ''))
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
