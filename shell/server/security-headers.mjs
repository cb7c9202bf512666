import { createHash } from 'node:crypto';
import { FIRST_TAPS_SCRIPT } from '../src/early/first-taps.mjs';

/** The page's one inline script, allowed by its hash (see shell/src/early/first-taps.mjs). */
export const FIRST_TAPS_HASH = `'sha256-${createHash('sha256').update(FIRST_TAPS_SCRIPT).digest('base64')}'`;

// a year, this host and its subdomains
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers of the production origin. Emotion injects <style> tags, hence 'unsafe-inline' for
 * styles only. HSTS only on answers that came over HTTPS (`req.secure`: directly, or as the proxy in
 * front says with `X-Forwarded-Proto` when the app trusts it).
 */
/** Station photos of the charging-station directory (Open Charge Map's media hosts). */
const STATION_PHOTO_SOURCES = ['https://media.openchargemap.io', 'https://s3-ap-southeast-2.amazonaws.com'];

/** The origin of the stations map's tile server (MAP_TILE_URL, also given to the stations build), if any. */
export function mapTileSource(tileUrl = process.env.MAP_TILE_URL) {
  if (!tileUrl) return [];
  try {
    const origin = new URL(tileUrl.replace(/\{s\}/g, 'subdomain').replace(/\{[a-z]\}/g, '0')).origin;
    // Leaflet's {s}: any subdomain of the tile host
    return [origin.replace('//subdomain.', '//*.')];
  } catch {
    return [];
  }
}

/** The apps' built scripts, styles, manifests and source maps (never an image or a page). */
const BUILT_CODE = /^\/(?:static|remotes)\/[^?#]*\.(?:js|css|json|map)$/;

export function securityHeaders({
  frameSources = ['https://map.openchargemap.io'],
  imageSources = [...STATION_PHOTO_SOURCES, ...mapTileSource()],
} = {}) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${FIRST_TAPS_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${imageSources.join(' ')}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameSources.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return (req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // the rest only means something on a document: not sent with each of a page's 30 scripts
    if (BUILT_CODE.test(req.path)) return next();
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', 'geolocation=(self), camera=(), microphone=()');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    next();
  };
}
