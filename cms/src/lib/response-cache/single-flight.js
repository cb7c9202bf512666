'use strict';

/**
 * Concurrent misses of one key in this process share one computation. A request takes its answer
 * only if nothing was written since that computation looked the key up (same epoch) and the cache
 * accepted to save it (no write held its tags): the answer then holds every write finished before
 * the request came, committed or not yet released.
 */
const createSingleFlight = () => {
  const inFlight = new Map();

  return {
    /** The answer (entry or null) of the computation `seen` may join, or null. */
    async join(key, seen) {
      const leader = inFlight.get(key);
      if (!leader || leader.epoch !== seen.epoch) return null;
      return leader.answer;
    },
    /** Lets later misses join this one; answers the function that hands them its saved entry (or null). */
    lead(key, seen) {
      if (inFlight.has(key)) return () => {};
      let resolve;
      const mine = { epoch: seen.epoch, answer: new Promise((done) => (resolve = done)) };
      inFlight.set(key, mine);
      return (entry) => {
        if (inFlight.get(key) === mine) inFlight.delete(key);
        resolve(entry);
      };
    },
  };
};

module.exports = { createSingleFlight };
