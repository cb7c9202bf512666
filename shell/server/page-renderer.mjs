import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PAGE_PATHS, fillPath } from '@chargemaroc/shared/pages';
import { REMOTE_FOLDERS } from './paths.mjs';
import { createRenderGate } from './releases/render-gate.mjs';

const require = createRequire(import.meta.url);

const readFiles = new Map();
/** A file of a release, read once (a release never changes). */
function readOnce(file, read) {
  if (!readFiles.has(file)) readFiles.set(file, read(file));
  return readFiles.get(file);
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
/** The shell's page template, marked with its release: the browser compares it with what is live. */
const readTemplate = (version) => (file) =>
  fs.readFileSync(file, 'utf8').replace('<head>', `<head><meta name="cm-release" content="${version}">`);

/** The app and version of a remote released on this origin (`/remotes/<app>/<version>/…`), else null. */
function releasedHere(manifest) {
  const [, app, version] = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(manifest ?? '') ?? [];
  return REMOTE_FOLDERS.includes(app) ? { app, version } : null;
}

/**
 * What the browser will fetch to show the section's page, announced in the head so it downloads
 * alongside the shell's code instead of after it: the manifest, the entry, the routes' chunks and the
 * page's own chunk (named `route-<id>` by the section).
 */
function sectionPreloads(root, manifestUrl, routeId) {
  const released = releasedHere(manifestUrl);
  const file = released && path.join(root, released.app, released.version, 'mf-manifest.json');
  if (!file || !fs.existsSync(file)) return [];
  const manifest = readOnce(file, readJson);
  const base = manifestUrl.slice(0, -'mf-manifest.json'.length);
  const exposed = manifest.exposes?.find((entry) => entry.name === 'routes');
  const pageChunk = new RegExp(`/route-${routeId}\\.[0-9a-f]+\\.js$`);
  const chunks = [
    ...(exposed?.assets?.js?.sync ?? []),
    ...(exposed?.assets?.js?.async ?? []).filter((chunk) => pageChunk.test(chunk)),
  ];
  return [
    { href: `${base}mf-manifest.json`, as: 'fetch' },
    { href: `${base}${manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js'}`, as: 'script' },
    ...chunks.map((chunk) => ({ href: `${base}${chunk}`, as: 'script' })),
  ];
}

const shellServerEntry = (shell) => path.join(shell.dir, 'server', 'server.cjs');

async function loadShellRenderer(shell) {
  const entry = shell && shellServerEntry(shell);
  if (!entry || !fs.existsSync(entry)) return null;
  return readOnce(entry, (file) => require(file).loadServerRenderer());
}

/**
 * Server rendering of the documents: one React tree per page, the sections' code loaded through
 * their server containers, all from the live set the request was given (one release per app).
 * `render` answers null when the shell cannot render (no server build): the caller then sends the
 * plain index.html and the browser renders everything.
 * @param {{ cmsUrl: string, site: { root: string, current: () => import('./releases/live-set.mjs').LiveSet } }} options
 */
export function createPageRenderer({ cmsUrl, site }) {
  // the federation runtime holds one registration per remote name in this process: renders of two
  // sets never overlap, so a page's server part always comes from the release its HTML names
  const gate = createRenderGate();

  /**
   * @param {{ url: string, origin: string, headers: Record<string, string>, live?: import('./releases/live-set.mjs').LiveSet }} request
   * @returns {Promise<null | { status: number, html?: string, location?: string }>}
   */
  async function render({ url, origin, headers, live = site.current() }) {
    const shell = await loadShellRenderer(live.shell);
    if (!shell) return null;
    const manifests = new Map(live.remotes.map((entry) => [entry.name, entry.manifest]));
    const result = await gate.run(live.key, () =>
      shell.renderPage({
        url: new URL(url, origin).href,
        headers,
        template: readOnce(path.join(live.shell.dir, 'index.html'), readTemplate(live.shell.version)),
        remotes: live.remotes,
        apiBaseUrl: `${cmsUrl}/api`,
        preloadsFor: (remote, routeId) => sectionPreloads(site.root, manifests.get(remote), routeId),
      }),
    );
    // the server never sees a session: a public page is the same for all with this URL
    return result.kind === 'redirect'
      ? { status: result.status, location: result.location, cacheable: true }
      : { status: result.status, html: result.html, cacheable: result.shared };
  }

  /** Whether the route table has the path (for the plain index.html when the renderer is missing). */
  function knowsPath(pathname) {
    const entry = site.current().shell && shellServerEntry(site.current().shell);
    const shell = entry && fs.existsSync(entry) ? require(entry) : null;
    return shell?.isKnownPath?.(pathname) ?? false;
  }

  /** Renders each public route once, so the first shoppers do not pay for loading the containers. */
  async function warmUp(origin = 'http://127.0.0.1') {
    const { home, shop, product, cart, blog, stations } = PAGE_PATHS;
    for (const url of [home, shop, fillPath(product, { id: 'apercu' }), cart, blog, stations]) {
      await render({ url, origin, headers: {} }).catch(() => null);
    }
  }

  return { render, warmUp, knowsPath };
}
