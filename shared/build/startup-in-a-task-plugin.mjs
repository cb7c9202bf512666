// The host's first script starts (the federation runtime's initialisation, then the entry) in a task
// after its own evaluation, not at its end: evaluating main.js and initialising the runtime made one
// task of 80-150 ms at 4x CPU, the longest after the first paint. What a visitor does in between is
// kept by the page's first lines (shell/src/early/first-taps.mjs).
// The start-up call is the bundle's last statement; the federation runtime wraps the start-up
// function itself, last, so the call is the one place to defer it. Production builds only (the
// minified bundle's shape is the one this plugin knows; it stops the build on any other).
import { rspack } from '@rspack/core';

const NAME = 'StartupInATaskPlugin';
const STARTUP_CALL = /([\w$]+)\.x\(\)(\}\)\(\);\s*(?:\/\/# sourceMappingURL=\S+\s*)?)$/;

/** The bundle with its final start-up call made in a later task; throws on a bundle of another shape. */
export function startupInATask(code) {
  if (!STARTUP_CALL.test(code))
    throw new Error(`${NAME}: the entry chunk does not end with its start-up call (__webpack_require__.x())`);
  return code.replace(STARTUP_CALL, 'setTimeout($1.x,0)$2');
}

export class StartupInATaskPlugin {
  /** @param {{ chunk?: string }} [options] the entry chunk whose start-up waits a task */
  constructor({ chunk = 'main' } = {}) {
    this.chunk = chunk;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // after minification, before the content hashes are computed
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          const chunk = [...compilation.chunks].find(({ name }) => name === this.chunk);
          for (const file of chunk?.files ?? []) {
            if (!file.endsWith('.js')) continue;
            const code = compilation.getAsset(file).source.source().toString();
            compilation.updateAsset(file, new rspack.sources.RawSource(startupInATask(code)));
          }
        },
      );
    });
  }
}
