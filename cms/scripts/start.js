#!/usr/bin/env node
'use strict';

// Starts the API without building or serving the admin panel (CMS_ADMIN=true serves a built one).
// Usage: node scripts/start.js [--watch]

const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { ensureSecrets } = require('./secrets');

const appDir = path.resolve(__dirname, '..');

const restartOnChanges = () => {
  const args = ['--watch', __filename];
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: process.env });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code) => process.exit(code ?? 0));
};

const start = async () => {
  ensureSecrets(appDir);
  fs.mkdirSync(path.resolve(appDir, process.env.CMS_PUBLIC_DIR || 'public', 'uploads'), { recursive: true });
  const { createStrapi } = require('@strapi/strapi');
  const app = createStrapi({
    appDir,
    distDir: appDir,
    serveAdminPanel: process.env.CMS_ADMIN === 'true',
  });
  await app.start();
  const stop = async () => {
    await app.destroy();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

if (process.argv.includes('--watch')) {
  restartOnChanges();
} else {
  start().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
