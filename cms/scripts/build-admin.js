#!/usr/bin/env node
'use strict';

// Builds the back office (Strapi's admin panel) into build/, unless its inputs did not change since
// the last build: the Strapi packages' versions, the admin's configuration and customisations, and
// the variables baked into the bundle. Prints how long `strapi build` took.
// Usage: node scripts/build-admin.js [--force]

const crypto = require('node:crypto');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const appDir = path.resolve(__dirname, '..');
const buildDir = path.join(appDir, 'build');
const stampFile = path.join(buildDir, '.inputs');

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* filesOf(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(full);
    else yield full;
  }
}

/** @param {string} name */
const installedVersion = (name) => {
  try {
    return require(require.resolve(`${name}/package.json`, { paths: [appDir] })).version;
  } catch {
    return 'absent';
  }
};

/** What the bundle is made of; anything else (content types, data) is read by the admin at run time. */
function inputsDigest() {
  const hash = crypto.createHash('sha256');
  const manifest = require(path.join(appDir, 'package.json'));
  for (const name of Object.keys(manifest.dependencies).sort())
    hash.update(`${name}@${installedVersion(name)}\n`);
  const files = [
    ...['admin.js', 'server.js', 'plugins.js'].map((name) => path.join(appDir, 'config', name)),
    ...filesOf(path.join(appDir, 'src', 'admin')),
  ];
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    hash.update(path.relative(appDir, file));
    hash.update(fs.readFileSync(file));
  }
  const baked = Object.keys(process.env)
    .filter((name) => name.startsWith('STRAPI_ADMIN_') || name === 'ADMIN_PATH')
    .sort();
  for (const name of baked) hash.update(`${name}=${process.env[name]}\n`);
  return hash.digest('hex');
}

const digest = inputsDigest();
const upToDate =
  !process.argv.includes('--force') &&
  fs.existsSync(path.join(buildDir, 'index.html')) &&
  fs.existsSync(stampFile) &&
  fs.readFileSync(stampFile, 'utf8').trim() === digest;

if (upToDate) {
  console.log('Back office (admin Strapi) : à jour, strapi build sauté.');
} else {
  // same origin as the API (relative backend URL): the origin serves both at /admin and proxies the rest
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' };
  delete env.CMS_URL;
  const started = Date.now();
  execFileSync(
    process.execPath,
    [path.join(appDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'build'],
    {
      cwd: appDir,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  fs.writeFileSync(stampFile, `${digest}\n`);
  console.log(
    `Back office (admin Strapi) construit : strapi build en ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
