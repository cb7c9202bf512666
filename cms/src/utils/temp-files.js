'use strict';

const fs = require('node:fs/promises');

// Files made from an upload (a re-encoded copy…), by the upload they came from.
/** @typedef {{ filepath: string }} UploadedFile formidable's file of a multipart request */

/** @type {WeakMap<UploadedFile, string[]>} */
const derived = new WeakMap();

/**
 * A path beside the uploaded `file` for a copy made from it, removed with it after the request.
 *
 * @param {UploadedFile} file
 * @param {string} suffix
 */
const derivedPath = (file, suffix) => {
  const filepath = `${file.filepath}${suffix}`;
  derived.set(file, [...(derived.get(file) ?? []), filepath]);
  return filepath;
};

/**
 * Every uploaded file of a multipart request (any field, one or many).
 *
 * @param {Record<string, unknown> | null | undefined} files
 * @returns {UploadedFile[]}
 */
const uploadedFiles = (files) =>
  Object.values(files || {})
    .flat()
    .filter(
      /** @returns {file is UploadedFile} */
      (file) => typeof (/** @type {{ filepath?: unknown } | null} */ (file)?.filepath) === 'string',
    );

/**
 * Removes the temporary files of a request's uploads and of the copies made from them.
 *
 * @param {Record<string, unknown> | null | undefined} files
 */
const removeUploads = (files) =>
  Promise.all(
    uploadedFiles(files)
      .flatMap((file) => [file.filepath, ...(derived.get(file) ?? [])])
      .map((filepath) => fs.rm(filepath, { force: true }).catch(() => {})),
  );

module.exports = { derivedPath, removeUploads };
