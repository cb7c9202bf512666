'use strict';

const { installationEstimate } = require('../../../domain/shared-rules');
const { isDiskFull } = require('../../../utils/disk-full');
const sharp = require('../../../utils/image-library');
const { derivedPath } = require('../../../utils/temp-files');

/** The image formats accepted, as the image library names them, with the type and extension stored. */
/**
 * A format the estimate accepts, as the image library names it.
 * @typedef {{ name: 'jpeg' | 'png' | 'webp', mime: string, ext: string }} PhotoFormat
 */
/**
 * formidable's file of a multipart request, the parts read here.
 * @typedef {{ filepath: string, size: number }} SentFile
 */
/** @type {Record<string, PhotoFormat>} */
const FORMATS = {
  jpeg: { name: 'jpeg', mime: 'image/jpeg', ext: '.jpg' },
  png: { name: 'png', mime: 'image/png', ext: '.png' },
  webp: { name: 'webp', mime: 'image/webp', ext: '.webp' },
};

const UNKNOWN_TYPE = 'application/octet-stream';
/** Larger than any phone photo; a small file declaring more pixels is a decompression bomb. */
const MAX_PIXELS = 50_000_000;

/** @param {string} filepath */
const openImage = (filepath) => sharp(filepath, { failOn: 'error', limitInputPixels: MAX_PIXELS });

/**
 * The uploaded photo of a multipart request (field "disjoncteurPhoto" or "files.disjoncteurPhoto"), or null.
 *
 * @param {StrapiContext} ctx
 * @returns {SentFile | null}
 */
const photoFile = (ctx) => {
  /** @type {Record<string, SentFile | SentFile[] | undefined>} */
  const files = ctx.request.files || {};
  const file = files.disjoncteurPhoto || files['files.disjoncteurPhoto'] || files.files;
  const first = Array.isArray(file) ? file[0] : file;
  return first && first.filepath ? first : null;
};

/**
 * @param {string} filepath
 * @returns {Promise<PhotoFormat | undefined>}
 */
const formatOf = (filepath) =>
  openImage(filepath)
    .metadata()
    .then((/** @type {{ format?: string }} */ metadata) =>
      metadata.format ? FORMATS[metadata.format] : undefined,
    )
    .catch(() => undefined);

/**
 * Decodes the whole photo and encodes its pixels again, upright, in the same format, under a
 * server-chosen name with that format's extension: what is stored is never the bytes that were
 * sent (no appended script, no metadata such as the GPS position). The copy is removed with the
 * upload after the request (middlewares/upload-temp-files).
 *
 * @param {SentFile} file
 * @param {PhotoFormat} format
 */
const reencode = async (file, format) => {
  const filepath = derivedPath(file, `-clean${format.ext}`);
  const info = await openImage(file.filepath).rotate().toFormat(format.name).toFile(filepath);
  return { filepath, originalFilename: `disjoncteur${format.ext}`, mimetype: format.mime, size: info.size };
};

/**
 * @typedef {{ filepath: string, originalFilename: string, mimetype: string, size: number }} CleanCopy
 * @typedef {{ mimetype: string, size: number, clean: CleanCopy | null }} Photo
 */

/**
 * The photo as the estimate checks it ({mimetype, size}: its real type, unknown unless it decodes
 * as JPEG, PNG or WebP) and, when it may be kept, the clean copy to store.
 */
/**
 * @param {SentFile} file
 * @returns {Promise<Photo>}
 */
const readPhoto = async (file) => {
  const format = await formatOf(file.filepath);
  if (!format || file.size > installationEstimate.PHOTO_MAX_BYTES) {
    return { mimetype: format ? format.mime : UNKNOWN_TYPE, size: file.size, clean: null };
  }
  const clean = await reencode(file, format).catch((error) => {
    if (isDiskFull(error)) throw error;
    return null;
  });
  return { mimetype: clean ? format.mime : UNKNOWN_TYPE, size: file.size, clean };
};

/**
 * The clean copy of a photo the estimate's rule accepted: the rule refuses a missing photo and an
 * unknown type, the only cases without a copy.
 * @param {Photo | null} photo
 */
const acceptedCopy = (photo) => /** @type {CleanCopy} */ (photo?.clean);

module.exports = { photoFile, readPhoto, acceptedCopy };
