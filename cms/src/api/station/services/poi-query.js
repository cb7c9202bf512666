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

/**
 * A charging station in Open Charge Map's POI format (the `ocm` JSON of a station, the live
 * directory's answers): the fields the CMS reads; the rest is passed on as it is.
 *
 * @typedef {object} OcmPoi
 * @property {number} [ID]
 * @property {number} [OperatorID]
 * @property {{ Title?: string | null } | null} [OperatorInfo]
 * @property {{ Title?: string | null } | null} [UsageType]
 * @property {string | null} [GeneralComments]
 * @property {OcmAddress} [AddressInfo]
 * @property {OcmConnection[] | null} [Connections]
 */
/**
 * @typedef {object} OcmAddress
 * @property {string | null} [Title]
 * @property {string | null} [AddressLine1]
 * @property {string | null} [AddressLine2]
 * @property {string | null} [Town]
 * @property {string | null} [StateOrProvince]
 * @property {{ ISOCode?: string | null } | null} [Country]
 * @property {number} [Latitude]
 * @property {number} [Longitude]
 * @property {number} [Distance]
 * @property {number} [DistanceUnit]
 */
/**
 * @typedef {object} OcmConnection
 * @property {number} [ConnectionTypeID]
 * @property {{ Title?: string | null } | null} [ConnectionType]
 * @property {number | null} [PowerKW]
 */
/**
 * A POI query as readPoiQuery reads it.
 *
 * @typedef {ReturnType<typeof readPoiQuery>} PoiQuery
 */

/** @param {unknown} value */
const numberParam = (value) => {
  if (value === undefined || value === null || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** @param {unknown} value */
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
 *
 * @param {Record<string, unknown> | null | undefined} rawQuery
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
    origin: hasOrigin
      ? { latitude: /** @type {number} */ (latitude), longitude: /** @type {number} */ (longitude) }
      : null,
    distanceKm: distance !== null && distance > 0 ? (inMiles ? distance * KM_PER_MILE : distance) : null,
    maxResults: Math.min(Math.max(1, Math.floor(maxResults ?? DEFAULT_MAX_RESULTS)), MAX_RESULTS_CEILING),
    connectionTypeIds: idListParam(query.connectiontypeid),
    operatorIds: idListParam(query.operatorid),
    chargePointIds: idListParam(query.chargepointid),
    minPowerKw: numberParam(query.minpowerkw),
  };
};

/** @param {OcmPoi} poi */
const countryOf = (poi) => poi.AddressInfo?.Country?.ISOCode ?? null;
/** @param {OcmPoi} poi */
const connectionsOf = (poi) => (Array.isArray(poi.Connections) ? poi.Connections : []);
/** @param {OcmPoi} poi */
const maxPowerOf = (poi) =>
  connectionsOf(poi).reduce((max, connection) => Math.max(max, connection.PowerKW ?? 0), 0);

/**
 * @param {OcmPoi} poi
 * @param {PoiQuery} filters
 */
const matchesFilters = (poi, filters) => {
  if (filters.countryCode && countryOf(poi) !== filters.countryCode) return false;
  // a POI without the id is not in a list of ids (Set.has(undefined) is false)
  if (filters.chargePointIds && !filters.chargePointIds.has(/** @type {number} */ (poi.ID))) return false;
  if (filters.operatorIds && !filters.operatorIds.has(/** @type {number} */ (poi.OperatorID))) return false;
  const { connectionTypeIds } = filters;
  if (
    connectionTypeIds &&
    !connectionsOf(poi).some((connection) =>
      connectionTypeIds.has(/** @type {number} */ (connection.ConnectionTypeID)),
    )
  ) {
    return false;
  }
  if (filters.minPowerKw !== null && maxPowerOf(poi) < filters.minPowerKw) return false;
  return true;
};

/**
 * Filters, measures and orders POIs like the OCM service: nearest first when an origin is given.
 *
 * @param {OcmPoi[]} pois
 * @param {PoiQuery} filters
 * @returns {OcmPoi[]}
 */
const queryPois = (pois, filters) => {
  const matching = pois.filter((poi) => matchesFilters(poi, filters));
  const { origin } = filters;
  if (!origin) return matching.slice(0, filters.maxResults);

  return matching
    .map((poi) => {
      const point = { latitude: poi.AddressInfo?.Latitude, longitude: poi.AddressInfo?.Longitude };
      const distance =
        Number.isFinite(point.latitude) && Number.isFinite(point.longitude)
          ? stations.distanceKm(origin, /** @type {{ latitude: number, longitude: number }} */ (point))
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
