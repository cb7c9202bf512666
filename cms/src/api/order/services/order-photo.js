'use strict';

const fs = require('node:fs/promises');
const { installationEstimate } = require('../../../domain/shared-rules');
const messages = require('../../../messages');
const { badRequest } = require('../../../utils/domain-error');
const { readPhoto, acceptedCopy } = require('../../installation-request/controllers/photo');

const PHOTO_UID = 'api::order.order-photo';

/** The estimate form's photo rule (a real JPEG, PNG or WebP of at most 5 MB), its message in French. */
const checkPhoto = (photo) => {
  const { photo: error } = installationEstimate.validateEstimate(
    { city: '-', subscribedPower: 1 },
    photo ? { type: photo.mimetype, size: photo.size } : null,
  );
  if (error) throw badRequest(error, { errors: { photo: error } });
};

/** What an order line keeps of its photo: the reference and the addresses the server chose. */
const toLinePhoto = (row) => ({
  id: row.documentId,
  url: row.photo.url,
  thumbnailUrl: row.photo.formats?.thumbnail?.url ?? row.photo.url,
});

/**
 * The installation photos of order lines. A shopper uploads one through the installation form's
 * checks (decoded, re-encoded, stored under a server-chosen name); it is kept as theirs, and an
 * order may only name a photo of its own owner that no other order holds.
 */
const createOrderPhotos = (strapi) => {
  const rows = () => strapi.db.query(PHOTO_UID);

  /** Checks and stores an uploaded file for `user`; answers its line reference. */
  const store = async (user, file) => {
    const photo = file ? await readPhoto(file) : null;
    checkPhoto(photo);
    const [uploaded] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { alternativeText: 'Photo du tableau électrique (commande)' } },
        files: acceptedCopy(photo),
      })
      .finally(() => fs.rm(acceptedCopy(photo).filepath, { force: true }));
    const row = await rows().create({ data: { owner: user.id, photo: uploaded.id }, populate: ['photo'] });
    return toLinePhoto(row);
  };

  /**
   * The photos named by the lines (`installation.photoId`), each the caller's and still free;
   * answers a map id → {row id, line photo}. Anything else is refused, whoever's it is.
   */
  const resolve = async (user, lines) => {
    const ids = [...new Set(lines.map((line) => line.installation?.photoId).filter(Boolean))];
    if (ids.length === 0) return new Map();
    const found = await rows().findMany({
      where: { documentId: { $in: ids }, owner: user.id, order: { id: { $null: true } } },
      populate: ['photo'],
    });
    const usable = found.filter((row) => row.photo);
    if (usable.length !== ids.length) throw badRequest(messages.orderPhotoNotFound);
    return new Map(usable.map((row) => [row.documentId, { rowId: row.id, line: toLinePhoto(row) }]));
  };

  /** Ties the photos to the order that now holds them (inside the order's transaction). */
  const attach = async (photos, orderRowId) => {
    for (const { rowId } of photos.values()) {
      await rows().update({ where: { id: rowId }, data: { order: orderRowId } });
    }
  };

  return { store, resolve, attach };
};

module.exports = { createOrderPhotos };
