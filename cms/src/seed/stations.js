'use strict';

const fs = require('node:fs');
const { maxPowerOf } = require('../api/station/services/poi-query');

const STATION_UID = 'api::station.station';

/**
 * Imports an Open Charge Map export (array of verbose POIs), keeping each record whole in `ocm`.
 *
 * @param {Strapi} strapi
 * @param {string} file
 */
const seedStations = async (strapi, file) => {
  if (!fs.existsSync(file)) {
    strapi.log.warn(`Seed: station snapshot ${file} not found, skipped.`);
    return 0;
  }
  const pois = JSON.parse(fs.readFileSync(file, 'utf8'));
  let created = 0;
  for (const poi of Array.isArray(pois) ? pois : []) {
    const address = poi.AddressInfo || {};
    if (
      !Number.isInteger(poi.ID) ||
      !Number.isFinite(address.Latitude) ||
      !Number.isFinite(address.Longitude)
    )
      continue;
    if (await strapi.db.query(STATION_UID).findOne({ where: { ocmId: poi.ID }, select: ['id'] })) continue;
    await strapi.documents(STATION_UID).create({
      data: {
        ocmId: poi.ID,
        title: address.Title ?? null,
        town: typeof address.Town === 'string' ? address.Town.trim() : null,
        latitude: address.Latitude,
        longitude: address.Longitude,
        maxPowerKw: maxPowerOf(poi),
        operator: poi.OperatorInfo?.Title ?? null,
        operatorId: poi.OperatorID ?? null,
        licence: poi.DataProvider?.License ?? null,
        ocm: poi,
      },
    });
    created += 1;
  }
  return created;
};

module.exports = { seedStations };
