'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** @type {Record<string, string>} */
const MIME_TYPES = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * Reads one seed file; a missing or unreadable one is skipped with a warning.
 *
 * @param {Strapi} strapi
 * @param {string} seedDir
 * @param {string} fileName
 * @returns {Record<string, any>[] | null} the records as the file has them, checked by each part's seeding
 */
const readSeedJson = (strapi, seedDir, fileName) => {
  const file = path.join(seedDir, fileName);
  if (!fs.existsSync(file)) {
    strapi.log.warn(`Seed: ${fileName} not found in ${seedDir}, skipped.`);
    return null;
  }
  try {
    const content = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!Array.isArray(content)) throw new Error('an array is expected');
    return content;
  } catch (error) {
    strapi.log.warn(`Seed: ${fileName} unreadable (${error.message}), skipped.`);
    return null;
  }
};

/**
 * Uploads seed images into the media library once each, reusing a file already there with the
 * same name. Answers the media id, or null (with a warning) when the image does not exist.
 *
 * @param {Strapi} strapi
 * @param {string} imagesDir
 * @returns {(folder: string, fileName: unknown) => Promise<number | null>}
 */
const createImageUploader = (strapi, imagesDir) => {
  /** @type {Map<string, Promise<number | null>>} */
  const uploaded = new Map();

  /**
   * @param {string} folder
   * @param {string} fileName
   * @returns {Promise<number | null>}
   */
  const uploadOne = async (folder, fileName) => {
    const filepath = path.join(imagesDir, folder, fileName);
    if (!fs.existsSync(filepath)) {
      strapi.log.warn(`Seed: image ${folder}/${fileName} not found, left empty.`);
      return null;
    }
    const name = `${folder}-${fileName}`;
    const existing = await strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { name }, select: ['id'] });
    if (existing) return existing.id;

    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText: path.parse(fileName).name.replace(/[-_]+/g, ' ') } },
        files: {
          filepath,
          originalFilename: fileName,
          mimetype: MIME_TYPES[path.extname(fileName).toLowerCase()] || 'application/octet-stream',
          size: fs.statSync(filepath).size,
        },
      });
    return file.id;
  };

  return async (folder, fileName) => {
    if (typeof fileName !== 'string' || !fileName.trim()) return null;
    const key = `${folder}/${fileName}`;
    if (!uploaded.has(key)) uploaded.set(key, uploadOne(folder, path.basename(fileName.trim())));
    return uploaded.get(key) ?? null;
  };
};

/**
 * 'Évènements à Fès' → 'evenements-a-fes'.
 *
 * @param {unknown} value
 */
const slugify = (value) =>
  String(value || '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * Only the attributes a content type declares, so an unknown key in a seed file is ignored.
 *
 * @param {Strapi} strapi
 * @param {import('@strapi/strapi').UID.Schema} uid
 * @param {Record<string, unknown>} record
 * @param {string[]} [excluded]
 */
const pickAttributes = (strapi, uid, record, excluded = []) => {
  const attributes = strapi.getModel(uid).attributes;
  return Object.fromEntries(
    Object.entries(record).filter(
      ([key, value]) => key in attributes && !excluded.includes(key) && value !== undefined,
    ),
  );
};

module.exports = { readSeedJson, createImageUploader, slugify, pickAttributes };
