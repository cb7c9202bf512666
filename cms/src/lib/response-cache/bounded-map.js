'use strict';

/**
 * A Map kept under `maxBytes` and `maxEntries`, the least recently read or written dropped first.
 * `sizeOf(value)` tells a value's bytes (its key's length is added); a value larger than the
 * whole budget is not kept. `onDrop(key, value)` hears of every value dropped to make room.
 * @template V
 * @param {{ maxBytes: number, maxEntries?: number, sizeOf: (value: V) => number, onDrop?: (key: string, value: V) => void }} options
 */
const createBoundedMap = ({ maxBytes, maxEntries = Infinity, sizeOf, onDrop = () => {} }) => {
  /** @type {Map<string, { value: V, size: number }>} */
  const held = new Map();
  let bytes = 0;

  /** @param {string} key */
  const remove = (key) => {
    const found = held.get(key);
    if (!found) return undefined;
    held.delete(key);
    bytes -= found.size;
    return found;
  };

  return {
    /** @param {string} key */
    get(key) {
      const found = remove(key);
      if (!found) return undefined;
      held.set(key, found);
      bytes += found.size;
      return found.value;
    },
    /**
     * Keeps `value` under `key`; answers false when it is larger than the whole budget.
     * @param {string} key
     * @param {V} value
     */
    set(key, value) {
      remove(key);
      const size = sizeOf(value) + key.length;
      if (size > maxBytes) return false;
      while (held.size > 0 && (bytes + size > maxBytes || held.size >= maxEntries)) {
        const oldest = /** @type {string} */ (held.keys().next().value);
        onDrop(oldest, /** @type {{ value: V }} */ (remove(oldest)).value);
      }
      held.set(key, { value, size });
      bytes += size;
      return true;
    },
    delete: (/** @type {string} */ key) => remove(key) !== undefined,
    get size() {
      return held.size;
    },
    get bytes() {
      return bytes;
    },
  };
};

const MEGABYTE = 1024 * 1024;
const DEFAULT_MAX_MB = 64;

/** CMS_RESPONSE_CACHE_MAX_MB (default 64): memory of the read cache in each process. */
const cacheBytesFromEnv = () => {
  const value = Number(process.env.CMS_RESPONSE_CACHE_MAX_MB);
  return (Number.isFinite(value) && value > 0 ? value : DEFAULT_MAX_MB) * MEGABYTE;
};

module.exports = { createBoundedMap, cacheBytesFromEnv };
