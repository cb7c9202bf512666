// The one rspack + Module Federation config helper used by the shell and every remote.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CMS_PORT, REMOTES as REMOTE_LIST, SHELL_PORT } from '../remotes.mjs';
import { StartupInATaskPlugin } from './startup-in-a-task-plugin.mjs';

/** Each remote's federated name and dev port, keyed by its folder (from the one list of remotes). */
export const REMOTES = Object.fromEntries(
  REMOTE_LIST.map(({ folder, name, port }) => [folder, { name, port }]),
);
export { SHELL_PORT, CMS_PORT };

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'zustand/vanilla',
  'axios',
];
// zustand/middleware stays out: only the stores of the shared package use it (`persist`,
// `createJSONStorage`), and that package is itself one instance in the page, so the stores' copy is
// the only one. Shared, it was loaded whole on every first load (4.2 KB gzip) instead of tree-shaken.
// @emotion/react stays out: only the design system uses it, and a deployed remote takes the design
// system from the shell (see sharedModules), so the shell's copy is the page's only one. Shared, it
// was loaded whole (withTheme and its React-statics helpers included) instead of tree-shaken.
// zod stays out: a shared module is not tree-shaken, and the whole library (+50 KB brotli on the
// first load, measured) costs more than the tree-shaken copies the remotes bundle.

/**
 * Every shared module is a singleton whose version the manifest records; a release is checked against
 * the shell of its environment before any shopper sees it (shell/server/releases/contract.mjs, which
 * requires `^version` of each). The federation runtime is given no range: for a singleton it would
 * only warn, and it parsed the range again for each shared module of each chunk a page loads (the
 * semver parser was 15-25 ms of the start-up's tasks at 4x CPU).
 */
const NO_RUNTIME_RANGE = false;

// The shared package depends on every singleton, so its copies are the ones the apps bundle.
const fromSharedPackage = createRequire(new URL('../package.json', import.meta.url));

function installedVersion(pkg) {
  const root = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  let dir = path.dirname(fromSharedPackage.resolve(root));
  // walk up to the package root (entry files may sit in dist/ or cjs/)
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (manifest.name === root) return manifest.version;
    } catch {
      /* keep walking */
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the version of ${pkg}`);
    dir = parent;
  }
}

/**
 * React Router, shared as a module that re-exports only what the product uses (see ./router/): the
 * package itself would be shared whole, never tree-shaken. The server builds add the static API.
 * @param {'browser' | 'server'} side
 */
function sharedRouter(side) {
  const version = installedVersion('react-router');
  return {
    import: fileURLToPath(new URL(`./router/${side}.ts`, import.meta.url)),
    singleton: true,
    requiredVersion: NO_RUNTIME_RANGE,
    version,
  };
}

/** The design system's entries (`@chargemaroc/shared/ui`, `…/ui/layout`, …), from the shared package's exports. */
function designSystemEntries(sharedPkg) {
  return Object.keys(sharedPkg.exports)
    .filter((key) => key === './ui' || key.startsWith('./ui/'))
    .map((key) => `@chargemaroc/shared/${key.slice(2)}`);
}

const readSharedManifest = () =>
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

function sharedPackageConfig({ version } = readSharedManifest()) {
  return { singleton: true, requiredVersion: NO_RUNTIME_RANGE, version };
}

/** Shared-package modules in the host's entry chunk, for its first script (before the boundary). */
function eagerShared(requests) {
  const config = { ...sharedPackageConfig(), eager: true };
  return Object.fromEntries(requests.map((request) => [request, config]));
}

/**
 * Shared singletons, each pinned to the version installed from the workspace catalog.
 * @param {'browser' | 'server'} side
 * @param {{ designSystemFromHost?: boolean }} [options] a deployed remote takes the design system
 *   from the shell and never brings its own (see below)
 */
export function sharedModules(side, { designSystemFromHost = false } = {}) {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = installedVersion(pkg);
    shared[pkg] = { singleton: true, requiredVersion: NO_RUNTIME_RANGE, version };
  }
  shared['react-router-dom'] = sharedRouter(side);
  const sharedPkg = readSharedManifest();
  // Every subpath of the shared package (stores, bus, api, ui…) is one instance in the page.
  const sharedPackage = sharedPackageConfig(sharedPkg);
  shared['@chargemaroc/shared/'] = sharedPackage;
  if (designSystemFromHost) {
    // Chakra itself is not shared (a shared module is never tree-shaken), so a remote's own copy of a
    // design-system entry would carry its own Chakra, whose components find no provider in the page
    // (the shell's provider is another Chakra's context). Equal versions leave the choice between the
    // shell's copy and a remote's to load order: a deployed remote therefore provides none, and takes
    // the shell's (`import: false`). A remote running alone in development keeps its own.
    for (const entry of designSystemEntries(sharedPkg)) shared[entry] = { ...sharedPackage, import: false };
  }
  return shared;
}

const RESOLVE = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  // shared/ writes Node-style '.js' specifiers so its domain rules also run in the CMS
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

function scriptRule(isProduction, targets) {
  return {
    test: /\.(ts|tsx)$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: {
          react: { runtime: 'automatic', development: !isProduction },
        },
      },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}

const fromHelper = createRequire(import.meta.url);
const NODE_RUNTIME_PLUGINS = [
  // loads a remote's chunks over HTTP or from disk (without it: ENOENT on the host's own folder)
  fromHelper.resolve('@module-federation/node/runtimePlugin'),
  // entries from disk or HTTP with a timeout and a status check
  fileURLToPath(new URL('./runtime/node-remote-loader.js', import.meta.url)),
];

/** What every server (async-node) build has in common: the same shared singletons as the browser. */
function nodeBuild({ appDir, name, entry, outputDir, federation, isRemote }) {
  return {
    mode: 'production',
    context: appDir,
    target: 'async-node',
    entry,
    devtool: false,
    output: {
      path: path.join(appDir, outputDir),
      publicPath: 'auto',
      uniqueName: name,
      // .cjs: the apps' package.json say "type": "module", and Node reads these as CommonJS
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: RESOLVE,
    module: { rules: [scriptRule(true, 'node 20')] },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new ModuleFederationPlugin({
        name,
        shared: sharedModules('server', { designSystemFromHost: isRemote }),
        shareStrategy: 'loaded-first',
        dts: false,
        remoteType: 'script',
        library: { type: 'commonjs-module' },
        runtimePlugins: NODE_RUNTIME_PLUGINS,
        ...federation,
      }),
    ],
  };
}

/**
 * A remote's server container (`dist/server/remoteEntry.cjs`), deployed with its browser build: the
 * shell's server loads the same exposed route objects through it to render pages on Node.
 * @param {{ appDir: string, name: string, exposes: Record<string, string> }} options
 */
export function createServerContainerConfig({ appDir, name, exposes }) {
  return nodeBuild({
    isRemote: true,
    appDir,
    name,
    entry: {},
    outputDir: 'dist/server',
    federation: { filename: 'remoteEntry.cjs', exposes, manifest: { fileName: 'mf-manifest.json' } },
  });
}

/** What every remote exposes: its route objects, which the shell reads from the route table. */
const ROUTES_EXPOSE = { './routes': './src/exposes/routes.tsx' };

/**
 * The remote whose folder holds this config (the folder names it in the one list of remotes).
 * @param {string} appDir
 */
function remoteOfFolder(appDir) {
  const folder = path.basename(appDir);
  const remote = REMOTES[folder];
  if (!remote) throw new Error(`${folder} is not in the list of remotes (shared/remotes.mjs)`);
  return remote;
}

/**
 * A remote's browser build: its federated name and dev port from the one list of remotes, its
 * `./routes` and any other public modules, and the standalone page's title.
 * @param {{ appDir: string, section: string, exposes?: Record<string, string> }} options
 */
export function createRemoteConfig({ appDir, section, exposes = {} }) {
  const { name, port } = remoteOfFolder(appDir);
  return createFederatedConfig({
    appDir,
    name,
    port,
    html: { title: `ChargeMaroc — ${section} (autonome)` },
    exposes: { ...ROUTES_EXPOSE, ...exposes },
  });
}

/**
 * A remote's server container, with the same public modules as its browser build.
 * @param {{ appDir: string, exposes?: Record<string, string> }} options
 */
export function createRemoteServerConfig({ appDir, exposes = {} }) {
  const { name } = remoteOfFolder(appDir);
  return createServerContainerConfig({ appDir, name, exposes: { ...ROUTES_EXPOSE, ...exposes } });
}

/**
 * The shell's server build (`dist-server/server.cjs`): the one React tree of a page, rendered on Node,
 * with the remotes registered at run time from the remotes file. Kept out of `dist/`: never served.
 * @param {{ appDir: string }} options
 */
export function createHostServerConfig({ appDir }) {
  return nodeBuild({
    isRemote: false,
    appDir,
    name: 'shell',
    entry: { server: './src/server-entry.ts' },
    outputDir: 'dist-server',
    federation: {
      remotes: {},
      // the server entry's synchronous exports (the route table, known paths) read the table of paths
      // before the federation boundary: it comes in the entry itself
      shared: {
        ...sharedModules('server'),
        ...eagerShared(['@chargemaroc/shared/routing/paths']),
      },
    },
  });
}

/**
 * The federation runtime's modules as ES modules instead of CommonJS (every package ships both): a
 * remote's entry then keeps only what it calls of the runtime's helpers (the SDK, error texts).
 * Not for the shell, which hands the whole runtime to the remotes (`provideExternalRuntime`).
 */
function federationRuntimeAsModules() {
  const commonJs = /[\\/]@module-federation[\\/][\w-]+[\\/]dist[\\/].+\.cjs$/;
  const twinOf = (file) => [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')].find(existsSync);
  return new rspack.NormalModuleReplacementPlugin(commonJs, (resource) => {
    for (const key of ['request', 'resource']) {
      if (typeof resource[key] === 'string' && commonJs.test(resource[key])) {
        resource[key] = twinOf(resource[key]) ?? resource[key];
      }
    }
  });
}

/**
 * @param {{
 *   appDir: string,
 *   name: string,
 *   port: number,
 *   exposes?: Record<string, string>,
 *   publicPath?: string,
 *   html?: { title: string, template?: string },
 *   devServer?: Record<string, unknown>,
 *   runtimePlugins?: string[],
 *   isHost?: boolean,
 *   eagerShared?: string[],
 * }} options
 */
export function createFederatedConfig(options) {
  const { appDir, name, port, exposes = {}, html, runtimePlugins = [] } = options;
  const isProduction = process.env.NODE_ENV === 'production' || process.argv.includes('build');
  return {
    mode: isProduction ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
    target: ['web', 'es2022'],
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: options.publicPath ?? 'auto',
      uniqueName: name,
      filename: isProduction ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: isProduction ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: RESOLVE,
    module: {
      rules: [
        scriptRule(isProduction, 'chrome >= 100, firefox >= 100, safari >= 15'),
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
          loader: fileURLToPath(new URL('./pure-anatomy-loader.cjs', import.meta.url)),
        },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/,
          loader: fileURLToPath(new URL('./chakra-memo-loader.cjs', import.meta.url)),
        },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
          loader: fileURLToPath(new URL('./chakra-lazy-global-loader.cjs', import.meta.url)),
        },
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
          loader: fileURLToPath(new URL('./chakra-system-in-steps-loader.cjs', import.meta.url)),
        },
      ],
    },
    optimization: { minimize: isProduction },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development'),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: {
          ...sharedModules('browser', { designSystemFromHost: !options.isHost && isProduction }),
          // modules the host's first script runs, before the federation boundary: in its entry chunk
          ...eagerShared(options.eagerShared ?? []),
        },
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        runtimePlugins,
        // One federation runtime per page: the shell provides it, built remotes use it (~25 KB less
        // per remote). A remote running alone in development keeps its own.
        // `target: 'web'` leaves the runtime's Node loading code out of the browser builds.
        experiments: {
          optimization: { target: 'web' },
          ...(options.isHost
            ? { provideExternalRuntime: true }
            : isProduction
              ? { externalRuntime: true }
              : {}),
        },
      }),
      !options.isHost && isProduction && federationRuntimeAsModules(),
      // the host's start-up in a task after its first script's evaluation (./startup-in-a-task-plugin.mjs)
      options.isHost && new StartupInATaskPlugin(),
      html &&
        new rspack.HtmlRspackPlugin({
          title: html.title,
          template: html.template,
          chunks: ['main'],
          scriptLoading: 'module',
          minify: isProduction,
        }),
    ].filter(Boolean),
    devServer: {
      port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: false },
      // every app, alone or in the shell, reaches the CMS through its own origin as in production
      proxy: [{ context: ['/api', '/uploads'], target: `http://127.0.0.1:${CMS_PORT}` }],
      ...options.devServer,
    },
  };
}
