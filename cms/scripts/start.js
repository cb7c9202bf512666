#!/usr/bin/env node
'use strict';

// Starts the API without building or serving the admin panel (CMS_ADMIN=true serves a built one).
// Usage: node scripts/start.js [--watch]

const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { ensureSecrets } = require('./secrets');
const { stopGracefullyOnSignals } = require('./graceful-shutdown');

const appDir = path.resolve(__dirname, '..');

const restartOnChanges = () => {
  const args = ['--watch', __filename];
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: process.env });
  const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code) => process.exit(code ?? 0));
};

/** The CMS prices orders with the storefront's rules, compiled by the shared package's build. */
const assertSharedRulesBuilt = () => {
  try {
    require.resolve('@chargemaroc/shared/node/domain/pricing', { paths: [appDir] });
  } catch {
    console.error('Shared rules are not built: run `pnpm --filter @chargemaroc/shared build` first.');
    process.exit(1);
  }
};

const start = async () => {
  assertSharedRulesBuilt();
  ensureSecrets(appDir);
  fs.mkdirSync(path.resolve(appDir, process.env.CMS_PUBLIC_DIR || 'public', 'uploads'), { recursive: true });
  const { createStrapi } = require('@strapi/strapi');
  const app = createStrapi({
    appDir,
    distDir: appDir,
    serveAdminPanel: process.env.CMS_ADMIN === 'true',
  });
  await app.start();
  stopGracefullyOnSignals(app);
};

if (process.argv.includes('--watch')) {
  restartOnChanges();
} else {
  start().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
