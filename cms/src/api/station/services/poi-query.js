'use strict';

const { stations } = require('../../../domain/shared-rules');

const DEFAULT_MAX_RESULTS = 100;
const MAX_RESULTS_CEILING = 500;
const KM_PER_MILE = 1.609344;
/** Open Charge Map's DistanceUnit value for kilometres. */
const OCM_KILOMETRES = 1;
/** The query parameters readPoiQuery reads (lower case); the response cache keys on these only. */
const POI_QUERY_PARAMS = [
  'countrycode',
  'latitude',
  'longitude',
  'distance',
  'distanceunit',
  'maxresults',
  'connectiontypeid',
  'operatorid',
  'chargepointid',
  'minpowerkw',
];

const numberParam = (value) => {
  if (value === undefined || value === null || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

const idListParam = (value) => {
  if (value === undefined || value === null || value === '') return null;
  const ids = String(value)
    .split(',')
    .map((part) => Number.parseInt(part.trim(), 10))
    .filter(Number.isInteger);
  return ids.length > 0 ? new Set(ids) : null;
};

/**
 * Reads an Open Charge Map style query. Parameter names are case-insensitive as in OCM;
 * `distance` is in kilometres unless `distanceunit=miles`.
 */
const readPoiQuery = (rawQuery) => {
  const query = Object.fromEntries(
    Object.entries(rawQuery || {}).map(([key, value]) => [key.toLowerCase(), value]),
  );
  const latitude = numberParam(query.latitude);
  const longitude = numberParam(query.longitude);
  const hasOrigin =
    latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  const distance = numberParam(query.distance);
  const inMiles = String(query.distanceunit || '')
    .toLowerCase()
    .startsWith('mi');
  const maxResults = numberParam(query.maxresults);
  return {
    countryCode: query.countrycode ? String(query.countrycode).toUpperCase() : null,
    origin: hasOrigin ? { latitude, longitude } : null,
    distanceKm: distance !== null && distance > 0 ? (inMiles ? distance * KM_PER_MILE : distance) : null,
    maxResults: Math.min(Math.max(1, Math.floor(maxResults ?? DEFAULT_MAX_RESULTS)), MAX_RESULTS_CEILING),
    connectionTypeIds: idListParam(query.connectiontypeid),
    operatorIds: idListParam(query.operatorid),
    chargePointIds: idListParam(query.chargepointid),
    minPowerKw: numberParam(query.minpowerkw),
  };
};

const countryOf = (poi) => poi.AddressInfo?.Country?.ISOCode ?? null;
const connectionsOf = (poi) => (Array.isArray(poi.Connections) ? poi.Connections : []);
const maxPowerOf = (poi) =>
  connectionsOf(poi).reduce((max, connection) => Math.max(max, connection.PowerKW ?? 0), 0);

const matchesFilters = (poi, filters) => {
  if (filters.countryCode && countryOf(poi) !== filters.countryCode) return false;
  if (filters.chargePointIds && !filters.chargePointIds.has(poi.ID)) return false;
  if (filters.operatorIds && !filters.operatorIds.has(poi.OperatorID)) return false;
  if (
    filters.connectionTypeIds &&
    !connectionsOf(poi).some((connection) => filters.connectionTypeIds.has(connection.ConnectionTypeID))
  ) {
    return false;
  }
  if (filters.minPowerKw !== null && maxPowerOf(poi) < filters.minPowerKw) return false;
  return true;
};

/** Filters, measures and orders POIs like the OCM service: nearest first when an origin is given. */
const queryPois = (pois, filters) => {
  const matching = pois.filter((poi) => matchesFilters(poi, filters));
  if (!filters.origin) return matching.slice(0, filters.maxResults);

  return matching
    .map((poi) => {
      const point = { latitude: poi.AddressInfo?.Latitude, longitude: poi.AddressInfo?.Longitude };
      const distance =
        Number.isFinite(point.latitude) && Number.isFinite(point.longitude)
          ? stations.distanceKm(filters.origin, point)
          : Infinity;
      return { poi, distance };
    })
    .filter(({ distance }) =>
      filters.distanceKm === null ? Number.isFinite(distance) : distance <= filters.distanceKm,
    )
    .sort((a, b) => a.distance - b.distance)
    .slice(0, filters.maxResults)
    .map(({ poi, distance }) => ({
      ...poi,
      AddressInfo: {
        ...poi.AddressInfo,
        Distance: Math.round(distance * 1000) / 1000,
        DistanceUnit: OCM_KILOMETRES,
      },
    }));
};

module.exports = { readPoiQuery, queryPois, maxPowerOf, POI_QUERY_PARAMS };
