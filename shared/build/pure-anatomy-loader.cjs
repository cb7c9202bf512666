'use strict';

/**
 * Chakra's anatomy module builds every component's anatomy at its top level (`createAnatomy(...)`,
 * `x.extendWith(...)`) with no pure annotation: the bundler must keep them all, and through them every
 * Ark anatomy, when a recipe uses one. Marked pure, the ones nothing uses are left out.
 */
module.exports = function pureAnatomyLoader(source) {
  return source.replace(
    /^const (\w+) = (?=createAnatomy\(|[\w$]+\.extendWith\()/gm,
    'const $1 = /*#__PURE__*/ ',
  );
};
