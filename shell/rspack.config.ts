import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFederatedConfig, SHELL_PORT } from '@chargemaroc/shared/federation';
import { GlobalCssPlugin } from '@chargemaroc/shared/global-css-plugin';
import { rspack } from '@rspack/core';
import { InjectManifest } from '@aaroon/workbox-rspack-plugin';

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

// The service worker (decision 026), served at /sw.js from the shell's release: Workbox's modules
// bundled with the shell's build settings; it precaches the icons and the web app manifest.
if (config.mode === 'production') {
  config.plugins.push(
    new InjectManifest({
      swSrc: path.join(appDir, 'src/service-worker/sw.ts'),
      swDest: 'sw.js',
      include: [/^icons\//, /^manifest\.webmanifest$/, /^favicon\.svg$/],
    }),
  );
}

// Each shared module is an async chunk of its own, and a module under the default 20 KB split size
// is copied into every chunk that needs it: the shared package's modules that the frame's first load
// needs (bus, stores, user and cart contracts, the French messages…) go into one chunk instead
// (first load 281 -> 273 KB brotli, 38 -> 24 scripts). The list names modules, not folders: what
// only sections use (their contracts and rules, the native controls) stays out of it, since in it
// every page, /connexion included, would download it. So does the API client: the shell's own forms
// fetch it once the page responds (sign-in, newsletter), and a section's page brings it.
const FIRST_LOAD_SHARED_MODULES =
  /[\\/]shared[\\/]src[\\/](bus[\\/]event-bus|contracts[\\/](cart|user|wishlist)|data[\\/]use-hydrated|domain[\\/](cart-rules|pricing|validation-ma)|format[\\/](format|french-number)|internal[\\/]page-singleton|messages[\\/]core|routing[\\/]paths|stores[\\/](after-hydration|cart|cart-storage|persistence|session|wishlist)|ui[\\/](icons|layout|native-field|provider|system|toaster|tokens))\.tsx?$|[\\/]shared[\\/](remotes|pages)\.mjs$|[\\/]node_modules[\\/]zustand[\\/]esm[\\/](index|react|vanilla|middleware)\.mjs$/;

config.optimization = {
  ...config.optimization,
  splitChunks: {
    chunks: 'async',
    cacheGroups: {
      sharedPackage: {
        test: FIRST_LOAD_SHARED_MODULES,
        name: 'shared-core',
        minChunks: 1,
        minSize: 2000,
        priority: 5,
      },
      // The API client and the CMS's response shapes: not in the first load of the shell's own pages,
      // but one chunk for every section's page rather than a copy in each contract's chunk.
      apiClient: {
        test: /[\\/]shared[\\/]src[\\/](api[\\/](client|errors|query)|contracts[\\/]strapi)\.ts$/,
        name: 'api-client',
        minChunks: 1,
        minSize: 2000,
        priority: 5,
      },
      // React, Emotion and the router: shared singletons every page loads, each split over several
      // chunks (react, react/jsx-runtime, react-dom, react-dom/client; @emotion/react, its cache, and
      // Chakra's own imports of Emotion's serializer, which then came twice; the router and the shared
      // module that re-exports it). One chunk each.
      react: {
        test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
        name: 'react',
        minChunks: 1,
        priority: 10,
      },
      emotion: {
        test: /[\\/]node_modules[\\/](@emotion[\\/][\w-]+|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/,
        name: 'emotion',
        minChunks: 1,
        priority: 10,
      },
      // Chakra's engine (the styled factory, recipes' contexts, the system and its tokens; not its
      // components, nor the recipes that section-only families carry): every page needs it, and
      // each of its modules is under the split size, so it was copied into several of the frame's
      // chunks (3.3 KB gzip twice on /connexion). One chunk, with the CSS property list its style
      // props are checked against and the components' anatomies (part names), which were two more
      // small files on every page.
      designSystemEngine: {
        test: /[\\/]node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?!components[\\/]|theme[\\/]recipes[\\/])|@pandacss[\\/]is-valid-prop[\\/]|@zag-js[\\/][\w-]+[\\/]dist[\\/][\w-]+\.anatomy\.mjs$|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][\w-]+[\\/][\w-]+\.anatomy\.js$)/,
        name: 'design-system',
        minChunks: 1,
        priority: 10,
      },
      router: {
        test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]|[\\/]shared[\\/]build[\\/]router[\\/]browser\.ts$/,
        name: 'router',
        minChunks: 1,
        priority: 10,
      },
    },
  },
};

export default config;
