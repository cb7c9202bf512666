'use strict';

const fs = require('node:fs/promises');

// Files made from an upload (a re-encoded copy…), by the upload they came from.
const derived = new WeakMap();

/** A path beside the uploaded `file` for a copy made from it, removed with it after the request. */
const derivedPath = (file, suffix) => {
  const filepath = `${file.filepath}${suffix}`;
  derived.set(file, [...(derived.get(file) ?? []), filepath]);
  return filepath;
};

/** Every uploaded file of a multipart request (any field, one or many). */
const uploadedFiles = (files) =>
  Object.values(files || {})
    .flat()
    .filter((file) => file && typeof file.filepath === 'string');

/** Removes the temporary files of a request's uploads and of the copies made from them. */
const removeUploads = (files) =>
  Promise.all(
    uploadedFiles(files)
      .flatMap((file) => [file.filepath, ...(derived.get(file) ?? [])])
      .map((filepath) => fs.rm(filepath, { force: true }).catch(() => {})),
  );

module.exports = { derivedPath, removeUploads };
