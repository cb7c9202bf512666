import fs from 'node:fs';
import path from 'node:path';
import { notFound } from '../http-errors.mjs';
import { REMOTE_FOLDERS } from '../paths.mjs';
import { staticFolder } from '../static-files.mjs';
import { RELEASE_RECORD, isVersion, listReleases, releaseDir } from './release-store.mjs';

/** Files of a release that are not for browsers: its server container and its record. */
const notForBrowsers = (relative) =>
  relative === RELEASE_RECORD || relative === 'server' || relative.startsWith(`server${path.sep}`);
/** The shell's own: also its page template (the pages are rendered) and the remotes files it was built with. */
const notForBrowsersInShell = (relative) =>
  notForBrowsers(relative) || relative === 'index.html' || relative.startsWith(`remotes${path.sep}`);

/** The path as the file system will read it: decoded, slashes and dots resolved; null when it does not decode. */
function normalisedPath(urlPath) {
  try {
    return path.posix.normalize(decodeURIComponent(urlPath).replace(/\\/g, '/'));
  } catch {
    return null;
  }
}

/**
 * Serves the releases: `/remotes/<app>/<version>/…` from that release (every file immutable, its entry
 * and manifest included: their address carries the version), and the shell's files from the shell
 * release live in the environment — or, for a hashed file a page booted on an older shell still asks
 * for, from the other kept shell releases. The server containers are never served, however the path
 * is written (`//server`, `%73erver`, `x/../server`).
 * @param {{ root: string }} site
 */
export function releasedFiles(site) {
  const handlers = new Map();
  const folder = (dir, skip, immutable) => {
    if (!handlers.has(dir)) handlers.set(dir, staticFolder(dir, { immutable, skip }));
    return handlers.get(dir);
  };
  const missing = notFound();

  function serveFrom({ dir, skip, immutable }, req, res, next, pathname) {
    const saved = req.url;
    req.url = encodeURI(pathname);
    folder(dir, skip, immutable)(req, res, (error) => {
      req.url = saved;
      next(error);
    });
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = normalisedPath(req.path);
    if (pathname === null) return next();
    if (pathname === '/remotes' || pathname.startsWith('/remotes/')) {
      const [, app, version, rest] = /^\/remotes\/([^/]+)\/([^/]+)(\/.*)$/.exec(pathname) ?? [];
      if (!REMOTE_FOLDERS.includes(app) || !isVersion(version)) return missing(req, res, next);
      const dir = releaseDir(site.root, app, version);
      if (!fs.existsSync(dir)) return missing(req, res, next);
      const release = { dir, skip: notForBrowsers, immutable: true };
      return serveFrom(release, req, res, () => missing(req, res, next), rest);
    }
    const shell = req.live?.shell;
    if (!shell) return next();
    // the shell's files keep their addresses across releases: only the hashed ones are immutable
    serveFrom({ dir: shell.dir, skip: notForBrowsersInShell, immutable: false }, req, res, next, pathname);
  };
}

/**
 * Hashed shell files of the kept shell releases other than the live one, for pages booted on them
 * (their scripts load chunks lazily, long after the page came).
 * @param {{ root: string }} site
 */
export function olderShellFiles(site) {
  const handlers = new Map();
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/static/')) return next();
    const live = req.live?.shell?.version;
    const candidates = listReleases(site.root, 'shell').filter((record) => record.version !== live);
    const pathname = normalisedPath(req.path);
    if (pathname === null) return next();
    const tryNext = (index) => {
      if (index >= candidates.length) return next();
      const dir = releaseDir(site.root, 'shell', candidates[index].version);
      if (!fs.existsSync(path.join(dir, pathname))) return tryNext(index + 1);
      if (!handlers.has(dir)) handlers.set(dir, staticFolder(dir, { skip: notForBrowsersInShell }));
      return handlers.get(dir)(req, res, () => tryNext(index + 1));
    };
    tryNext(0);
  };
}
