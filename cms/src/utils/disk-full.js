'use strict';

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);

/**
 * Whether `error` (or one of its causes) says the disk is full; the image library says it in words.
 *
 * @param {import('./domain-error').ErrorChain | null | undefined} error
 */
const isDiskFull = (error) => {
  for (let cause = error; cause; cause = cause.cause) {
    if (DISK_FULL_CODES.has(String(cause.code))) return true;
    if (/no space left on device|disk quota exceeded/i.test(String(cause.message))) return true;
  }
  return false;
};

module.exports = { isDiskFull };
