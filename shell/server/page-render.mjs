import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTE_FOLDERS, ROOT, SHELL_DIST } from './paths.mjs';

const require = createRequire(import.meta.url);
const SHELL_RENDERER = path.join(ROOT, 'shell', 'dist-server', 'server.cjs');
const TEMPLATE = path.join(SHELL_DIST, 'index.html');
const serverEntryOf = (folder) => path.join(ROOT, folder, 'dist', 'server', 'remoteEntry.cjs');

const readFiles = new Map();
/** The file as `read` gives it, read again only when a deployment has replaced it. */
function readFresh(file, read) {
  const { mtimeMs } = fs.statSync(file);
  const known = readFiles.get(file);
  if (known?.mtimeMs === mtimeMs) return known.value;
  const value = read(file);
  readFiles.set(file, { mtimeMs, value });
  return value;
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const readText = (file) => fs.readFileSync(file, 'utf8');

/** The folder of a remote served by this origin (`/remotes/<folder>/…`), else null. */
function localFolder(manifest) {
  const folder = /^\/remotes\/([^/]+)\//.exec(manifest ?? '')?.[1];
  return REMOTE_FOLDERS.includes(folder) ? folder : null;
}

/**
 * Where relative manifests of remotes deployed elsewhere on this site are fetched from by the server:
 * configuration, never the request's Host header (a forged Host must not choose the code that runs).
 */
const remotesBaseUrl = () => process.env.REMOTES_BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * Where the server finds a remote's server container: beside its browser build (`server/` next to
 * the manifest), from disk for the remotes this origin serves. The file's time is in the address, so
 * a redeployed remote is registered afresh (browser and server parts are deployed together).
 */
function serverEntry(manifest) {
  const folder = localFolder(manifest);
  if (folder) {
    const file = serverEntryOf(folder);
    const version = fs.existsSync(file) ? Math.round(fs.statSync(file).mtimeMs) : 0;
    return `${file}?v=${version}`;
  }
  return new URL('server/remoteEntry.cjs', new URL(manifest, remotesBaseUrl())).href;
}

/**
 * What the browser will fetch to show the section's page, announced in the head so it downloads
 * alongside the shell's code instead of after it: the manifest, the entry, the routes' chunks and the
 * page's own chunk (named `route-<id>` by the section).
 */
function sectionPreloads(manifestUrl, routeId) {
  const folder = localFolder(manifestUrl);
  const file = folder && path.join(ROOT, folder, 'dist', 'mf-manifest.json');
  if (!file || !fs.existsSync(file)) return [];
  const manifest = readFresh(file, readJson);
  const base = `/remotes/${folder}/`;
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

async function loadShellRenderer() {
  if (!fs.existsSync(SHELL_RENDERER)) return null;
  return readFresh(SHELL_RENDERER, (file) => require(file).loadServerRenderer());
}

/**
 * Server rendering of the documents: one React tree per page, the sections' code loaded through
 * their server containers. `render` answers null when the shell cannot render (no server build):
 * the caller then sends the plain index.html and the browser renders everything.
 * @param {{ cmsUrl: string, readRemotes: () => { name: string, manifest: string, enabled: boolean }[] }} options
 */
export function createPageRenderer({ cmsUrl, readRemotes }) {
  /**
   * @param {{ url: string, origin: string, headers: Record<string, string> }} request
   * @returns {Promise<null | { status: number, html?: string, location?: string }>}
   */
  async function render({ url, origin, headers }) {
    const shell = await loadShellRenderer();
    if (!shell) return null;
    const remotes = readRemotes().map((entry) => ({ ...entry, serverEntry: serverEntry(entry.manifest) }));
    const manifests = new Map(remotes.map((entry) => [entry.name, entry.manifest]));
    const result = await shell.renderPage({
      url: new URL(url, origin).href,
      headers,
      template: readFresh(TEMPLATE, readText),
      remotes,
      apiBaseUrl: `${cmsUrl}/api`,
      preloadsFor: (remote, routeId) => sectionPreloads(manifests.get(remote), routeId),
    });
    // the server never sees a session: a public page is the same for all with this URL
    return result.kind === 'redirect'
      ? { status: result.status, location: result.location, cacheable: true }
      : { status: result.status, html: result.html, cacheable: result.shared };
  }

  /** Whether the route table has the path (for the plain index.html when the renderer is missing). */
  function knowsPath(pathname) {
    const shell = fs.existsSync(SHELL_RENDERER) ? require(SHELL_RENDERER) : null;
    return shell?.isKnownPath?.(pathname) ?? false;
  }

  /** Renders each public route once, so the first shoppers do not pay for loading the containers. */
  async function warmUp(origin = 'http://127.0.0.1') {
    for (const url of ['/', '/boutique', '/produit/apercu', '/panier', '/blog', '/carte-bornes']) {
      await render({ url, origin, headers: {} }).catch(() => null);
    }
  }

  return { render, warmUp, knowsPath };
}
