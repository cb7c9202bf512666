// The design system's global CSS as one hashed, cached stylesheet, made at build time for the host:
// written to static/css/global.<hash>.css, linked first in the HTML template's <head>, and named in
// global-css.json ({ "href": "/static/css/global.<hash>.css" }) for a server that builds its own head.
// Pages then render <UiProvider globalCss="linked">, which injects none of it.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const NAME = 'GlobalCssPlugin';
const SOURCE = fileURLToPath(new URL('../src/ui/global-css.ts', import.meta.url));
const UI_FOLDER = fileURLToPath(new URL('../src/ui/', import.meta.url));
// inside the shared package, so the packages the stylesheet's code requires resolve from its node_modules
const OUTPUT = fileURLToPath(new URL('../node_modules/.cache/global-css/', import.meta.url));
export const GLOBAL_CSS_MANIFEST = 'global-css.json';

/** Builds ../src/ui/global-css.ts for Node (its packages left to Node) and runs it. */
function renderStylesheet() {
  const compiler = rspack({
    mode: 'none',
    target: 'node',
    context: UI_FOLDER,
    entry: { 'global-css': SOURCE },
    output: { path: OUTPUT, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    externals: [
      ({ request }, callback) =>
        /^[@a-z]/.test(request) ? callback(undefined, `commonjs ${request}`) : callback(),
    ],
    resolve: { extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    devtool: false,
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      const require = createRequire(OUTPUT);
      const file = require.resolve('./global-css.cjs');
      delete require.cache[file];
      resolve(require(file).globalStylesheet());
    });
  });
}

export class GlobalCssPlugin {
  apply(compiler) {
    /** @type {{ css: string, file: string } | undefined} */
    let stylesheet;
    const make = async () => {
      const css = await renderStylesheet();
      const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
      stylesheet = { css, file: `static/css/global.${hash}.css` };
    };
    compiler.hooks.beforeRun.tapPromise(NAME, make);
    // in watch mode, again when a design-system file changed
    compiler.hooks.watchRun.tapPromise(NAME, async (watching) => {
      const changed = [...(watching.modifiedFiles ?? [])].some((file) => file.startsWith(UI_FOLDER));
      if (!stylesheet || changed) await make();
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const { RawSource } = compiler.webpack.sources;
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { publicPath } = compilation.outputOptions;
          const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/';
          const href = `${base}${stylesheet.file}`;
          // as Emotion writes it (the CSS minimizer would drop the leading layer order)
          compilation.emitAsset(stylesheet.file, new RawSource(stylesheet.css), {
            minimized: true,
            immutable: true,
          });
          compilation.emitAsset(GLOBAL_CSS_MANIFEST, new RawSource(`${JSON.stringify({ href })}\n`));
        },
      );
      // first in <head>: the layer order it declares must come before any style the page carries
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const href = `${data.publicPath}${stylesheet.file}`;
        data.headTags.unshift({ tagName: 'link', voidTag: true, attributes: { rel: 'stylesheet', href } });
        return data;
      });
    });
  }
}
