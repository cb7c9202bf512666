'use strict';

const { AsyncLocalStorage } = require('node:async_hooks');

/** @type {('upload' | 'uploadStream')[]} */
const WRITES = ['upload', 'uploadStream'];

/**
 * A file as the upload provider writes and deletes it (its name is hash + ext).
 * @typedef {{ hash: string, ext?: string }} UploadedFile
 */
/** @typedef {(file: UploadedFile, ...rest: unknown[]) => Promise<unknown>} ProviderWrite */
/**
 * The upload plugin's provider: its writes and delete (the rest is passed on as it is).
 * @typedef {{ upload?: ProviderWrite, uploadStream?: ProviderWrite, delete: (file: UploadedFile) => unknown }} UploadProvider
 */

/**
 * An upload that fails leaves nothing in the uploads folder: every file the provider started to
 * write for it (the photo and its thumbnail, written at once) is deleted once all of them have
 * ended, whether each was written whole, cut short (a full disk) or not at all. Before, a full
 * disk left a truncated JPEG and empty files that nothing referred to.
 *
 * @param {Strapi} strapi
 */
const cleanFailedUploads = (strapi) => {
  const plugin = strapi.plugin('upload');
  /** @type {UploadProvider} */
  const provider = plugin.provider;
  const service = plugin.service('upload');
  /** @type {AsyncLocalStorage<{ file: UploadedFile, ended: Promise<void> }[]>} */
  const started = new AsyncLocalStorage();

  const tracked = { ...provider };
  for (const name of WRITES) {
    if (typeof provider[name] !== 'function') continue;
    tracked[name] = (file, ...rest) => {
      const write = /** @type {ProviderWrite} */ (provider[name])(file, ...rest);
      started.getStore()?.push({
        file,
        ended: write.then(
          () => {},
          () => {},
        ),
      });
      return write;
    };
  }
  plugin.provider = tracked;

  const upload = service.upload;
  service.upload = async (/** @type {unknown[]} */ ...args) => {
    /** @type {{ file: UploadedFile, ended: Promise<void> }[]} */
    const writes = [];
    try {
      return await started.run(writes, () => upload.apply(service, args));
    } catch (error) {
      await Promise.all(writes.map((write) => write.ended));
      await Promise.all(
        writes.map(({ file }) =>
          Promise.resolve(provider.delete(file)).catch((failure) =>
            strapi.log.warn(`Upload ${file.hash}${file.ext} not deleted: ${failure.message}`),
          ),
        ),
      );
      throw error;
    }
  };
};

module.exports = { cleanFailedUploads };
