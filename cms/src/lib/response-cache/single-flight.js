'use strict';

/**
 * Concurrent misses of one key in this process share one computation. A request joins one only
 * if nothing was written since that computation looked the key up (same epoch) and no write is
 * uncommitted: the shared answer then holds every write finished before the request came.
 */
const createSingleFlight = () => {
  const inFlight = new Map();

  return {
    /** The answer (entry or null) of the computation `seen` may join, or null. */
    async join(key, seen) {
      const leader = inFlight.get(key);
      if (!leader || leader.epoch !== seen.epoch || seen.holding) return null;
      return leader.answer;
    },
    /** Lets later misses join this one; answers the function that hands them its entry (or null). */
    lead(key, seen) {
      if (seen.holding || inFlight.has(key)) return () => {};
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
