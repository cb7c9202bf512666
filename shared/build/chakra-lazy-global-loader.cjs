'use strict';

/**
 * Chakra's createSystem builds the design system's global CSS (reset, base styles and one CSS
 * variable per token, through its css function) as it starts: about two thirds of its time, in the
 * page's first long task. The browser pages never use it: they link the same CSS as a prebuilt file
 * (`shared/src/ui/global-css.ts`). This loader makes `system._global` a getter that builds it when
 * read: a provider that injects the global CSS (tests, a remote running alone) reads it as before.
 */
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY =
  'let _global;\n  const buildGlobalCss = () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';
const RETURNED = /^(\s*)_global,$/m;

module.exports = function chakraLazyGlobalLoader(source) {
  if (!source.includes(EAGER) || !RETURNED.test(source)) {
    throw new Error(
      "Chakra's createSystem no longer builds its global CSS as shared/build/chakra-lazy-global-loader.cjs expects: check the loader against the installed styled-system/system.js",
    );
  }
  return source
    .replace(EAGER, LAZY)
    .replace(RETURNED, '$1get _global() {\n$1  return buildGlobalCss();\n$1},');
};
