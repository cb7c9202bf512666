import type { Station } from '@chargemaroc/shared/contracts/station';

/** What a list card, the filters and the map read of a station: the page's hydration data stays small. */
export type ListStation = Pick<
  Station,
  | 'id'
  | 'name'
  | 'address'
  | 'addressLine2'
  | 'city'
  | 'latitude'
  | 'longitude'
  | 'distance'
  | 'type'
  | 'typeLabel'
  | 'power'
  | 'price'
  | 'status'
  | 'statusLabel'
  | 'connectors'
  | 'numberOfPoints'
  | 'operator'
  | 'hours'
  | 'recentComments'
  | 'photos'
>;

export function toListStation(station: Station): ListStation {
  return {
    id: station.id,
    name: station.name,
    address: station.address,
    addressLine2: station.addressLine2,
    city: station.city,
    latitude: station.latitude,
    longitude: station.longitude,
    distance: station.distance,
    type: station.type,
    typeLabel: station.typeLabel,
    power: station.power,
    price: station.price,
    status: station.status,
    statusLabel: station.statusLabel,
    connectors: station.connectors,
    numberOfPoints: station.numberOfPoints,
    operator: station.operator,
    hours: station.hours,
    recentComments: station.recentComments,
    photos: station.photos,
  };
}
