'use strict';

/**
 * Chakra's style engine memoises its hot functions (css, recipes, each property's transform and
 * validity check) by a key serialised from the arguments, in a 500-entry LRU map. Profiled on our
 * pages at 4x CPU, that memo was the design system's largest cost: the key built for every call
 * (even for a plain property name), then three map operations on it to keep the LRU order.
 * This module takes its place in the browser builds: the same keys (equal arguments, equal key;
 * a string is never taken for a number or null), a property name or value looked up as itself, and
 * the oldest entry dropped when full (no reordering on a hit). Results are the functions' own, so
 * the styles are the same.
 */
const SOURCE = `
const MAX_ENTRIES = 1000;

function keyOf(value) {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string': return 's:' + value;
    case 'number': return 'n:' + value;
    case 'boolean': return 'b:' + value;
    case 'undefined': return 'undefined';
    case 'function': return 'f:' + (value.name || 'anonymous');
    case 'object': {
      if (Array.isArray(value)) {
        let key = 'a:[';
        for (let index = 0; index < value.length; index++) key += (index ? ',' : '') + keyOf(value[index]);
        return key + ']';
      }
      const names = Object.keys(value).sort();
      let key = 'o:{';
      for (let index = 0; index < names.length; index++) {
        const name = names[index];
        key += (index ? ',' : '') + name + ':' + keyOf(value[name]);
      }
      return key + '}';
    }
    default: return String(value);
  }
}

function remember(cache, key, value) {
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value);
  cache.set(key, value);
}

/** The key of a call: a lone argument's own key, or each argument's joined by '|'. */
function keyOfArgs(args) {
  if (args.length === 1) return keyOf(args[0]);
  let key = '';
  for (let index = 0; index < args.length; index++) key += (index ? '|' : '') + keyOf(args[index]);
  return key;
}

const memo = (fn) => {
  // a lone string (a property name or value) is its own key, in a map of its own
  const byName = new Map();
  const byKey = new Map();
  function get(...args) {
    const byItself = args.length === 1 && typeof args[0] === 'string';
    const cache = byItself ? byName : byKey;
    const key = byItself ? args[0] : keyOfArgs(args);
    let result = cache.get(key);
    if (result === undefined) {
      result = fn.apply(this, args);
      remember(cache, key, result);
    }
    return result;
  }
  return get;
};

export { memo };
`;

module.exports = function chakraMemoLoader() {
  return SOURCE;
};
module.exports.SOURCE = SOURCE;
