import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import fs from 'node:fs';
import { REMOTE_FOLDERS } from './shared/remotes.mjs';

const folders = (dir) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()) : [];
const remotes = REMOTE_FOLDERS;

/**
 * Import boundaries (bulletproof-react's `no-restricted-paths` zones, checked on resolved files):
 * an app (the shell or a remote) never imports another app's files, only federation loads a remote's
 * `exposes/`; `shared/` imports no app; a feature imports no other feature of its app; features and an
 * app's common code never import `exposes/` (the top layer); common code imports no feature.
 */
/**
 * Cross-feature imports allowed file by file until they move (in mf-shop, each is a widget two pages
 * compose, which belongs in common/ or in the page's exposes/).
 */
const boundaryExceptions = [
  {
    // the header's sign-out calls the auth feature's API (a872c2e): use-logout belongs in features/auth
    file: 'shell/src/features/layout/use-logout.ts',
    allowed: ['auth'],
  },
  {
    // the installation estimate inside a cart line: LazyEstimateForm belongs in common/
    file: 'mf-shop/src/features/cart/components/CartLineInstallation.tsx',
    allowed: ['installation'],
  },
  {
    // the product page composes the suggestions: compose them in exposes/
    file: 'mf-shop/src/features/product/components/ProductPage.tsx',
    allowed: ['suggestions'],
  },
  {
    // the purchase panel's installation estimate: it belongs in common/
    file: 'mf-shop/src/features/product/components/PurchasePanel.tsx',
    allowed: ['installation'],
  },
];

function boundaryZones(allowed = []) {
  const apps = ['shell', ...remotes];
  const zones = [
    { target: 'shared', from: apps, message: 'shared/ is imported by the apps, never the other way.' },
    ...apps.map((app) => ({
      target: app,
      from: apps.filter((other) => other !== app),
      message: 'An app never imports another app: load its exposes/ through federation.',
    })),
  ];
  for (const app of apps) {
    // a `testing/` folder holds test helpers every feature's tests may use, not a feature
    const features = folders(`${app}/src/features`)
      .map((entry) => entry.name)
      .filter((name) => name !== 'testing');
    for (const feature of features) {
      zones.push({
        target: `${app}/src/features/${feature}`,
        from: `${app}/src/features`,
        except: [...new Set([feature, 'testing', ...allowed])].map((folder) => `./${folder}`),
        message: 'A feature never imports another feature: move what both need to common/ or shared/.',
      });
    }
    zones.push({
      target: [`${app}/src/features`, `${app}/src/common`],
      from: `${app}/src/exposes`,
      message: 'exposes/ is the top layer: only federation and the entry load it.',
    });
    zones.push({
      target: `${app}/src/common`,
      from: `${app}/src/features`,
      except: allowed.map((other) => `./${other}`),
      message: 'Common code is used by features, it does not use them.',
    });
  }
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'cms/build/**',
      'cms/.strapi/**',
      'cms/.tmp/**',
      'cms/types/generated/**',
      'cms/public/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/@mf-types/**',
      // the local release store of `pnpm start` (built apps, gitignored)
      'releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../mf-*', '../mf-*', '**/mf-*/src/**'],
              message: 'A remote never imports another remote: use its exposes/ through federation.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mf-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@chakra-ui/react',
              message: 'Use @chargemaroc/shared/ui: Chakra is reached only through the design system.',
            },
          ],
          patterns: [
            {
              group: ['../../mf-*', '../mf-*', '**/mf-*/src/**'],
              message: 'A remote never imports another remote.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['{shell,shared,mf-*}/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones() }],
    },
  },
  ...boundaryExceptions.map(({ file, allowed }) => ({
    files: [file],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaryZones(allowed) },
      ],
    },
  })),
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // the CMS is CommonJS (Strapi loads its files with require), its seed tools and bench ES modules
    files: ['cms/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, strapi: 'readonly' } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // `const crypto = require('node:crypto')` names the module as Node's global does
      'no-redeclare': ['error', { builtinGlobals: false }],
      // `const { checkout, ...shown } = payment` leaves a field out
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // the back office's customisations run in the browser
    files: ['cms/src/admin/**/*.{js,jsx}'],
    languageOptions: {
      sourceType: 'module',
      globals: { ...globals.browser },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
  },
  {
    // benchmark scripts also run code inside the page
    files: ['tests/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
