'use strict';

const { removeUploads } = require('../utils/temp-files');

/**
 * Removes the temporary files of a multipart request once it is handled, whatever its answer
 * (201, 400 or an error): the raw upload keeps what the stored copy strips (its metadata), and a
 * public form posting 7 MB at a time would otherwise fill the disk. strapi::body removes only the
 * field named `files`, and only after a success.
 *
 * @returns {StrapiMiddleware}
 */
module.exports = () => async (ctx, next) => {
  try {
    await next();
  } finally {
    await removeUploads(ctx.request.files);
  }
};
