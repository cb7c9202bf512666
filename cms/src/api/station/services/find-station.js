'use strict';

const { text } = require('../../../utils/validation');

/**
 * A station by its documentId or its Open Charge Map id (what the map knows), or null.
 *
 * @param {Strapi} strapi
 * @param {unknown} reference
 * @returns {Promise<{ id: number, documentId: string, ocmId: number | null, title: string | null } | null>}
 */
const findStation = async (strapi, reference) => {
  const value = text(typeof reference === 'number' ? String(reference) : reference);
  if (!value) return null;
  const ocmId = /^\d+$/.test(value) ? Number(value) : null;
  return strapi.db.query('api::station.station').findOne({
    where: ocmId === null ? { documentId: value } : { $or: [{ ocmId }, { documentId: value }] },
    select: ['id', 'documentId', 'ocmId', 'title'],
  });
};

module.exports = { findStation };
