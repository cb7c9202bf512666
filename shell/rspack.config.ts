import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFederatedConfig, SHELL_PORT } from '@chargemaroc/shared/federation';
import { GlobalCssPlugin } from '@chargemaroc/shared/global-css-plugin';
import { rspack } from '@rspack/core';

type ServerResponse = { setHeader: (name: string, value: string) => void; end: (body: Buffer) => void };
type DevMiddleware = { name: string; path: string; middleware: (req: unknown, res: ServerResponse) => void };

const appDir = import.meta.dirname;
const remotesEnvironment = process.env.REMOTES_ENV ?? 'development';

const config = createFederatedConfig({
  appDir,
  name: 'shell',
  isHost: true,
  port: SHELL_PORT,
  publicPath: '/',
  html: { title: 'ChargeMaroc — Recharge de véhicules électriques au Maroc', template: './src/index.html' },
  // 'Ajouter au panier' before the page has hydrated (src/early/early-cart-taps.ts)
  eagerShared: ['@chargemaroc/shared/stores/cart-storage'],
  devServer: {
    static: { directory: path.join(appDir, 'public'), publicPath: '/' },
    // /remotes.json is read from disk at each request, as in production
    setupMiddlewares: (middlewares: DevMiddleware[]) => {
      middlewares.unshift({
        name: 'remotes-file',
        path: '/remotes.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(readFileSync(path.join(appDir, 'public', 'remotes', `${remotesEnvironment}.json`)));
        },
      });
      return middlewares;
    },
  },
});

config.plugins.push(
  new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
  // the design system's global CSS as one cached stylesheet, linked by index.html
  new GlobalCssPlugin(),
);

// Each shared module is an async chunk of its own, and a module under the default 20 KB split size
// is copied into every chunk that needs it: the shared package's common modules that the frame's
// first load needs (bus, stores, client, user and cart contracts, messages…) go into one chunk
// instead (first load 281 -> 273 KB brotli, 38 -> 24 scripts). Modules only sections use (their
// contracts and rules, which the shell provides so sections take its copies) stay out of it: in
// it, every page would download them.
const FIRST_LOAD_SHARED_MODULES =
  /[\\/]shared[\\/]src[\\/](api|bus|data|internal|messages|stores|ui|contracts[\\/](cart|comment|product|strapi|user|wishlist)|domain[\\/](cart-rules|catalog|forms|pricing|validation-ma))[\\/.]/;

config.optimization = {
  ...config.optimization,
  splitChunks: {
    chunks: 'async',
    cacheGroups: {
      sharedPackage: {
        test: FIRST_LOAD_SHARED_MODULES,
        name: 'shared-core',
        minChunks: 2,
        minSize: 2000,
        priority: 5,
      },
    },
  },
};

export default config;
