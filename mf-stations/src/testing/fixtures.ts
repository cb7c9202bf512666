/** Directory records (OCM POIs) for tests, shaped as the CMS's /api/ocm/poi answers them. */
let sequence = 400000;

interface PoiOptions {
  id?: number;
  title?: string;
  town?: string;
  address?: string;
  operator?: string | null;
  latitude?: number;
  longitude?: number;
  statusTypeId?: number;
  connections?: { title: string; powerKw: number; quantity?: number }[];
  usageCost?: string | null;
  accessComments?: string | null;
  comments?: { user: string; comment: string; rating?: number; date: string }[];
  photos?: number;
  distance?: number;
}

export function poi(options: PoiOptions = {}) {
  sequence += 1;
  const id = options.id ?? sequence;
  return {
    ID: id,
    UUID: `uuid-${id}`,
    OperatorInfo:
      options.operator === null
        ? null
        : { Title: options.operator ?? 'Fastvolt', WebsiteURL: 'https://fastvolt.ma' },
    UsageType: { ID: 1, Title: 'Public' },
    UsageCost: options.usageCost ?? null,
    StatusTypeID: options.statusTypeId ?? 50,
    AddressInfo: {
      Title: options.title ?? `Station ${id}`,
      AddressLine1: options.address ?? 'Boulevard Mohammed V',
      Town: options.town ?? 'Casablanca',
      Country: { ISOCode: 'MA', Title: 'Morocco' },
      Latitude: options.latitude ?? 33.58,
      Longitude: options.longitude ?? -7.6,
      AccessComments: options.accessComments ?? null,
      Distance: options.distance ?? null,
    },
    Connections: (options.connections ?? [{ title: 'CCS (Type 2)', powerKw: 50 }]).map(
      (connection, index) => ({
        ID: index + 1,
        ConnectionType: { Title: connection.title },
        PowerKW: connection.powerKw,
        Quantity: connection.quantity ?? 1,
        StatusTypeID: null,
      }),
    ),
    NumberOfPoints: null,
    UserComments: (options.comments ?? []).map((comment) => ({
      UserName: comment.user,
      Comment: comment.comment,
      Rating: comment.rating ?? null,
      DateCreated: comment.date,
    })),
    MediaItems: Array.from({ length: options.photos ?? 0 }, (_, index) => ({
      ItemURL: `https://media.openchargemap.io/images/${id}-${index}.jpg`,
      ItemThumbnailURL: `https://media.openchargemap.io/images/${id}-${index}.thumb.jpg`,
      IsEnabled: true,
      IsVideo: false,
    })),
  };
}

/** A small directory: Casablanca fast, Rabat accelerated, Marrakech normal and under maintenance. */
export function directory() {
  return [
    poi({
      id: 1001,
      title: 'Fastvolt Anfa',
      town: 'Casablanca',
      operator: 'Fastvolt',
      latitude: 33.59,
      longitude: -7.63,
    }),
    poi({
      id: 1002,
      title: 'Kilowatt Agdal',
      town: 'Rabat',
      operator: 'Kilowatt.ma',
      latitude: 34.0,
      longitude: -6.85,
      connections: [{ title: 'Type 2 (Tethered Connector) ', powerKw: 22, quantity: 2 }],
      usageCost: 'Free',
      accessComments: '24h/24',
    }),
    poi({
      id: 1003,
      title: 'Borne Guéliz',
      town: 'Marrakech',
      operator: null,
      latitude: 31.63,
      longitude: -8.0,
      statusTypeId: 150,
      connections: [{ title: 'Type 2 (Tethered Connector) ', powerKw: 7 }],
    }),
  ];
}
