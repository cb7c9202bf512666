'use strict';

/**
 * Concurrent misses of one key in this process wait for one computation instead of each making
 * their own. A request takes that computation's answer directly only if nothing was written since
 * it looked the key up (same epoch) and the cache accepted to save it (no write held its tags):
 * the answer then holds every write finished before the request came, committed or not yet
 * released. Otherwise the request looks the key up again once the computation has ended (the
 * response-cache middleware): the answer it saved is then served as any cached answer, its live
 * fields as they are now, and the request computes only if the cache still has nothing.
 */
/**
 * How a computation ended: the entry the cache saved (else null), and whether its answer was one
 * the cache keeps.
 * @typedef {{ entry: import('./index').CachedAnswer | null, cacheable: boolean }} Outcome
 */
/** @typedef {{ epoch: import('./index').Epoch, answer: Promise<Outcome> }} Computation */

const createSingleFlight = () => {
  /** @type {Map<string, Computation>} */
  const inFlight = new Map();

  return {
    /**
     * The computation of `key` under way in this process, or null: {epoch, answer}, answer a
     * promise of {entry, cacheable}: its entry if the cache saved it (else null), and whether its
     * answer was one the cache keeps (a controller's own lifetime or an error: waiting for the next
     * computation would not help).
     *
     * @param {string} key
     */
    current(key) {
      return inFlight.get(key) ?? null;
    },
    /**
     * Makes this miss the computation of `key` that later misses wait for (unless one is already
     * under way); answers the function that hands them its outcome (entry, cacheable).
     *
     * @param {string} key
     * @param {{ epoch: import('./index').Epoch }} seen the lookup that missed
     * @returns {(entry: Outcome['entry'], options?: { cacheable?: boolean }) => void}
     */
    lead(key, seen) {
      if (inFlight.has(key)) return () => {};
      /** @type {(outcome: Outcome) => void} */
      let resolve = () => {};
      /** @type {Computation} */
      const mine = { epoch: seen.epoch, answer: new Promise((done) => (resolve = done)) };
      inFlight.set(key, mine);
      return (entry, { cacheable = true } = {}) => {
        if (inFlight.get(key) === mine) inFlight.delete(key);
        resolve({ entry, cacheable });
      };
    },
  };
};

module.exports = { createSingleFlight };
