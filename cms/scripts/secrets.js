'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const randomSecret = () => crypto.randomBytes(32).toString('base64');

const GENERATORS = {
  APP_KEYS: () => Array.from({ length: 4 }, randomSecret).join(','),
  API_TOKEN_SALT: randomSecret,
  ADMIN_JWT_SECRET: randomSecret,
  TRANSFER_TOKEN_SALT: randomSecret,
  JWT_SECRET: randomSecret,
  ENCRYPTION_KEY: randomSecret,
  // `pnpm release` / `pnpm rollback` writing the sections (docs/decisions/020-back-office-and-roles.md)
  RELEASES_SECRET: randomSecret,
};

/**
 * @param {string} file
 * @returns {Record<string, string>}
 */
const readStore = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
};

/**
 * Fills process.env with every secret Strapi needs. A value given by the environment wins;
 * otherwise it is read from (or generated once into) .tmp/secrets.json, never from the repository.
 *
 * @param {string} appDir
 * @param {{ file?: string }} [options]
 */
const ensureSecrets = (appDir, { file = path.join(appDir, '.tmp', 'secrets.json') } = {}) => {
  const stored = readStore(file);
  let changed = false;
  for (const [name, generate] of Object.entries(GENERATORS)) {
    if (process.env[name]) continue;
    if (!stored[name]) {
      stored[name] = generate();
      changed = true;
    }
    process.env[name] = stored[name];
  }
  if (changed) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
};

module.exports = { ensureSecrets, SECRET_NAMES: Object.keys(GENERATORS) };
