'use strict';

const fs = require('node:fs/promises');
const { installationEstimate } = require('../../../domain/shared-rules');
const messages = require('../../../messages');
const { badRequest } = require('../../../utils/domain-error');
const { readPhoto, acceptedCopy } = require('../../installation-request/controllers/photo');

const PHOTO_UID = 'api::order.order-photo';

/**
 * An uploaded image as populated: its address and the thumbnail the upload plugin made.
 * @typedef {{ url: string, formats?: { thumbnail?: { url: string } } | null }} PhotoMedia
 */
/**
 * An order photo's row (api::order.order-photo), its image populated.
 * @typedef {{ id: number, documentId: string, photo: PhotoMedia | null }} StoredOrderPhoto
 */
/**
 * A photo an order line may name: its row, and what the line keeps of it.
 * @typedef {{ rowId: number, line: OrderLinePhoto }} ResolvedPhoto
 */
/** @typedef {Map<string, ResolvedPhoto>} LinePhotos the resolved photos by reference */

/**
 * The estimate form's photo rule (a real JPEG, PNG or WebP of at most 5 MB), its message in French.
 *
 * @param {import('../../installation-request/controllers/photo').Photo | null} photo
 */
const checkPhoto = (photo) => {
  const { photo: error } = installationEstimate.validateEstimate(
    { city: '-', subscribedPower: 1 },
    photo ? { type: photo.mimetype, size: photo.size } : null,
  );
  if (error) throw badRequest(error, { errors: { photo: error } });
};

/**
 * @param {StoredOrderPhoto} row
 * @returns {row is StoredOrderPhoto & { photo: PhotoMedia }}
 */
const hasPhoto = (row) => Boolean(row.photo);

/**
 * What an order line keeps of its photo: the reference and the addresses the server chose.
 *
 * @param {StoredOrderPhoto & { photo: PhotoMedia }} row
 * @returns {OrderLinePhoto}
 */
const toLinePhoto = (row) => ({
  id: row.documentId,
  url: row.photo.url,
  thumbnailUrl: row.photo.formats?.thumbnail?.url ?? row.photo.url,
});

/**
 * The installation photos of order lines. A shopper uploads one through the installation form's
 * checks (decoded, re-encoded, stored under a server-chosen name); it is kept as theirs, and an
 * order may only name a photo of its own owner that no other order holds.
 *
 * @param {Strapi} strapi
 */
const createOrderPhotos = (strapi) => {
  const rows = () => strapi.db.query(PHOTO_UID);

  /**
   * Checks and stores an uploaded file for `user`; answers its line reference.
   *
   * @param {ShopperAccount} user
   * @param {import('../../installation-request/controllers/photo').SentFile | null} file
   */
  const store = async (user, file) => {
    const photo = file ? await readPhoto(file) : null;
    checkPhoto(photo);
    /** @type {{ id: number }[]} */
    const [uploaded] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { alternativeText: 'Photo du tableau électrique (commande)' } },
        files: acceptedCopy(photo),
      })
      .finally(() => fs.rm(acceptedCopy(photo).filepath, { force: true }));
    /** @type {StoredOrderPhoto & { photo: PhotoMedia }} */
    const row = await rows().create({ data: { owner: user.id, photo: uploaded.id }, populate: ['photo'] });
    return toLinePhoto(row);
  };

  /**
   * The photos named by the lines (`installation.photoId`), each the caller's and still free;
   * answers a map id → {row id, line photo}. Anything else is refused, whoever's it is.
   *
   * @param {ShopperAccount} user
   * @param {OrderRequestLine[]} lines
   * @returns {Promise<LinePhotos>}
   */
  const resolve = async (user, lines) => {
    const ids = [...new Set(lines.map((line) => line.installation?.photoId).filter(Boolean))];
    if (ids.length === 0) return new Map();
    /** @type {StoredOrderPhoto[]} */
    const found = await rows().findMany({
      where: { documentId: { $in: ids }, owner: user.id, order: { id: { $null: true } } },
      populate: ['photo'],
    });
    const usable = found.filter(hasPhoto);
    if (usable.length !== ids.length) throw badRequest(messages.orderPhotoNotFound);
    return new Map(usable.map((row) => [row.documentId, { rowId: row.id, line: toLinePhoto(row) }]));
  };

  /**
   * Ties the photos to the order that now holds them (inside the order's transaction).
   *
   * @param {LinePhotos} photos
   * @param {number} orderRowId
   */
  const attach = async (photos, orderRowId) => {
    for (const { rowId } of photos.values()) {
      await rows().update({ where: { id: rowId }, data: { order: orderRowId } });
    }
  };

  return { store, resolve, attach };
};

module.exports = { createOrderPhotos };
