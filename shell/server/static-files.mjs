import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import send from 'send';

// the service worker too: a page must learn of the live shell's worker at its next visit
const NO_CACHE = /(?:mf-manifest\.json|remoteEntry\.js|\.html|remotes\.json|[\\/]sw\.js)$/;
const HASHED = /\.[0-9a-f]{8}\.(?:js|css|svg|png|jpe?g|webp|woff2)$/;
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControl(filePath) {
  if (NO_CACHE.test(filePath)) return 'no-cache';
  if (HASHED.test(filePath)) return IMMUTABLE;
  return 'public, max-age=3600';
}

/**
 * How a compressed copy is sent. A content-hashed file never changes under its name and browsers never
 * revalidate an immutable answer: validators there would only add ≈ 100 bytes to each of a page's
 * 15-36 script answers. No ranges: they would count bytes of the compressed copy.
 */
const sendOptions = (filePath, immutable) => {
  const revalidated = !immutable && !HASHED.test(filePath);
  return { etag: revalidated, lastModified: revalidated, acceptRanges: false, cacheControl: false };
};

// production source maps stay on the build machine: they would publish the original sources
const SOURCE_MAP = /\.map$/i;

/** The file a URL path names inside `root`, or null when it does not decode or leads outside. */
export function insideFolder(root, urlPath) {
  let relative;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const filePath = path.join(root, relative);
  // `root + separator`: a sibling folder sharing the name's start (`dist-server` beside `dist`) is outside
  return filePath === root || filePath.startsWith(root + path.sep) ? filePath : null;
}

/**
 * Serves a build folder, preferring the brotli/gzip files written at build time. `immutable`: every
 * file of the folder keeps its content under its address (a release: its entry and manifest too).
 * `skip(relativePath)`: files of the folder that are not for browsers.
 * @param {string} root
 * @param {{ immutable?: boolean, skip?: (relativePath: string) => boolean }} [options]
 */
export function staticFolder(root, { immutable = false, skip = () => false } = {}) {
  const cacheControlOf = (filePath) => (immutable ? IMMUTABLE : cacheControl(filePath));
  const plain = express.static(root, {
    index: false,
    etag: !immutable,
    lastModified: !immutable,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlOf(filePath)),
  });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const filePath = insideFolder(root, req.path);
    if (!filePath || SOURCE_MAP.test(filePath) || skip(path.relative(root, filePath))) return next();
    const accepts = String(req.headers['accept-encoding'] ?? '');
    for (const [encoding, extension] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      if (!accepts.includes(encoding)) continue;
      const compressed = filePath + extension;
      if (!fs.existsSync(compressed)) continue;
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Type', TYPES[path.extname(filePath)] ?? 'application/octet-stream');
      res.setHeader('Cache-Control', cacheControlOf(filePath));
      res.setHeader('Vary', 'Accept-Encoding');
      return send(req, compressed, sendOptions(filePath, immutable)).on('error', next).pipe(res);
    }
    return plain(req, res, next);
  };
}
