// The release store: every published build of an app (the shell or a remote) is a version folder that
// never changes once written: browser container, manifest, server container and `release.json`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { APPS, ROOT } from '../paths.mjs';
import { contractOf } from './contract.mjs';

export const RELEASE_RECORD = 'release.json';
/** Versions of each app kept whatever else happens (pages booted on them may still need their chunks). */
export const KEEP_RELEASES = 5;
const VERSION_PATTERN = /^\d{8}-\d{6}-[0-9a-f]{8}$/;
const TEXT = /\.(?:js|cjs|css|html|json|svg|txt)$/;
const SOURCE_MAP = /\.map$/;

/** Where releases live: `RELEASES_DIR`, else `releases/` at the root (a shared volume or a bucket's mirror). */
export const releasesRoot = (env = process.env) =>
  path.resolve(env.RELEASES_DIR ?? path.join(ROOT, 'releases'));

export const isVersion = (value) => typeof value === 'string' && VERSION_PATTERN.test(value);
export const isApp = (value) => APPS.includes(value);

export function releaseDir(root, app, version) {
  if (!isApp(app) || !isVersion(version)) throw new Error(`Version inconnue : ${app}@${version}`);
  return path.join(root, app, version);
}

/** Where an app's build lands: its browser build and, beside or inside it, its server container. */
export function buildFolders(app) {
  if (app === 'shell') {
    return { browser: path.join(ROOT, 'shell', 'dist'), server: path.join(ROOT, 'shell', 'dist-server') };
  }
  return { browser: path.join(ROOT, app, 'dist'), server: path.join(ROOT, app, 'dist', 'server') };
}

function* filesOf(dir, base = dir) {
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(full, base);
    else yield path.relative(base, full);
  }
}

/** A build's files as they will be published: no source maps, no compressed copies (made afresh). */
function publishedFiles(folders) {
  const files = [];
  for (const [side, dir] of Object.entries(folders)) {
    if (!fs.existsSync(dir))
      throw new Error(`Aucun build dans ${path.relative(ROOT, dir)} : construisez d'abord.`);
    for (const relative of filesOf(dir)) {
      if (SOURCE_MAP.test(relative) || /\.(?:br|gz)$/.test(relative)) continue;
      // the server build of a remote sits inside its browser build: published once, as `server/`
      if (side === 'browser' && folders.server.startsWith(dir + path.sep)) {
        if (path.join(dir, relative).startsWith(folders.server + path.sep)) continue;
      }
      files.push({
        from: path.join(dir, relative),
        to: side === 'server' ? path.join('server', relative) : relative,
      });
    }
  }
  return files;
}

function contentHash(files) {
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(file.to);
    hash.update(fs.readFileSync(file.from));
  }
  return hash.digest('hex');
}

const stamp = (date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

export function readRelease(root, app, version) {
  try {
    return JSON.parse(fs.readFileSync(path.join(releaseDir(root, app, version), RELEASE_RECORD), 'utf8'));
  } catch {
    return null;
  }
}

/** The app's complete releases, newest first (a folder without its record is a publish that did not finish). */
export function listReleases(root, app) {
  const dir = path.join(root, app);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter(isVersion)
    .sort()
    .reverse()
    .map((version) => readRelease(root, app, version))
    .filter(Boolean);
}

/** The compressed copy the build already made of `from`, when it is at least as new as the file. */
function freshCompressedCopy(from, extension) {
  const copy = fs.statSync(`${from}${extension}`, { throwIfNoEntry: false });
  return copy && copy.mtimeMs >= fs.statSync(from).mtimeMs ? `${from}${extension}` : null;
}

/** Brotli and gzip copies of the text files of `dir`: the build's own when fresh, else made here. */
function precompress(dir, sources) {
  for (const relative of filesOf(dir)) {
    // the server container is read from disk, never sent
    if (!TEXT.test(relative) || relative.startsWith(`server${path.sep}`)) continue;
    const file = path.join(dir, relative);
    const from = sources.get(relative);
    const brotli = from && freshCompressedCopy(from, '.br');
    const gzip = from && freshCompressedCopy(from, '.gz');
    if (brotli && gzip) {
      fs.copyFileSync(brotli, `${file}.br`);
      fs.copyFileSync(gzip, `${file}.gz`);
      continue;
    }
    const source = fs.readFileSync(file);
    if (source.length < 1024) continue;
    const quality = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, quality));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  }
}

/**
 * Publishes the app's current build as a new version; an identical build already kept is reused (no
 * second copy). The folder is written under a temporary name and renamed: it appears whole or not at all.
 * @param {{ root: string, app: string, commit?: string, notes?: string, folders?: {browser: string, server: string}, now?: Date }} options
 * @returns {{ record: object, reused: boolean }}
 */
export function publishRelease({
  root,
  app,
  commit = 'inconnu',
  notes = '',
  folders = buildFolders(app),
  now = new Date(),
}) {
  if (!isApp(app)) throw new Error(`Application inconnue : ${app}`);
  const files = publishedFiles(folders);
  const hash = contentHash(files);
  const existing = listReleases(root, app).find((record) => record.contentHash === hash);
  if (existing) return { record: existing, reused: true };

  const manifest = JSON.parse(fs.readFileSync(path.join(folders.browser, 'mf-manifest.json'), 'utf8'));
  const version = `${stamp(now)}-${hash.slice(0, 8)}`;
  const record = {
    app,
    name: manifest.name,
    version,
    commit,
    builtAt: fs.statSync(path.join(folders.browser, 'mf-manifest.json')).mtime.toISOString(),
    publishedAt: now.toISOString(),
    notes,
    contentHash: hash,
    exposes: (manifest.exposes ?? []).map((entry) => entry.name),
    contract: contractOf(manifest),
  };
  fs.mkdirSync(path.join(root, app), { recursive: true });
  const staging = path.join(root, app, `.publishing-${version}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(staging, file.to)), { recursive: true });
    fs.copyFileSync(file.from, path.join(staging, file.to));
  }
  precompress(staging, new Map(files.map((file) => [file.to, file.from])));
  fs.writeFileSync(path.join(staging, RELEASE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
  fs.renameSync(staging, releaseDir(root, app, version));
  return { record, reused: false };
}

/**
 * Removes the app's old versions: the newest KEEP_RELEASES stay, and so does every version `isProtected`
 * names (live or recently live in an environment, a rollback target).
 * @returns {string[]} the versions removed
 */
export function collectOldReleases({ root, app, isProtected, keep = KEEP_RELEASES }) {
  const removed = [];
  listReleases(root, app)
    .slice(keep)
    .forEach(({ version }) => {
      if (isProtected(version)) return;
      fs.rmSync(releaseDir(root, app, version), { recursive: true, force: true });
      removed.push(version);
    });
  return removed;
}
