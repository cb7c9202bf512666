'use strict';

const { factories } = require('@strapi/strapi');
const { createOcmLiveClient } = require('./ocm-live');
const { readPoiQuery, queryPois } = require('./poi-query');

const UID = 'api::station.station';

module.exports = factories.createCoreService(UID, ({ strapi }) => {
  /** @typedef {import('./poi-query').OcmPoi} OcmPoi */
  /** @type {Promise<OcmPoi[]> | null} */
  let snapshot = null;
  /** @type {ReturnType<typeof createOcmLiveClient> | null} */
  let liveClient = null;

  const live = () => {
    const apiKey = process.env.OCM_API_KEY;
    if (!apiKey) return null;
    if (!liveClient) {
      liveClient = createOcmLiveClient({
        apiKey,
        baseUrl: process.env.OCM_API_URL || undefined,
        ttlMs: process.env.OCM_CACHE_TTL_MS ? Number(process.env.OCM_CACHE_TTL_MS) : undefined,
      });
    }
    return liveClient;
  };

  /** The imported OCM records, read once and kept until a station changes. */
  const snapshotPois = async () => {
    if (!snapshot) {
      /** @type {Promise<OcmPoi[]>} */
      const reading = strapi.db
        .query(UID)
        .findMany({ select: ['ocm'], orderBy: { ocmId: 'desc' } })
        .then((/** @type {{ ocm: OcmPoi | null }[]} */ rows) =>
          rows
            .map((row) => row.ocm)
            .filter(/** @returns {poi is OcmPoi} */ (poi) => Boolean(poi) && typeof poi === 'object'),
        );
      snapshot = reading;
      reading.catch(() => {
        snapshot = null;
      });
    }
    return snapshot;
  };

  return {
    forgetSnapshot() {
      snapshot = null;
    },

    /** OCM-compatible POI search: the live service when OCM_API_KEY is set, else the imported stations. */
    /**
     * @param {Record<string, unknown>} rawQuery
     * @returns {Promise<{ source: 'live' | 'snapshot', pois: OcmPoi[] }>}
     */
    async searchPois(rawQuery) {
      const client = live();
      if (client) {
        try {
          return { source: 'live', pois: await client.fetchPois(rawQuery) };
        } catch (error) {
          strapi.log.warn(`Open Charge Map unavailable, serving the imported stations: ${error.message}`);
        }
      }
      return { source: 'snapshot', pois: queryPois(await snapshotPois(), readPoiQuery(rawQuery)) };
    },
  };
});
