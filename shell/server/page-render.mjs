import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTE_FOLDERS, ROOT, SHELL_DIST } from './paths.mjs';

const require = createRequire(import.meta.url);
const SHELL_RENDERER = path.join(ROOT, 'shell', 'dist-server', 'render.cjs');
const rendererOf = (folder) => path.join(ROOT, folder, 'dist-server', 'render.cjs');
const TEMPLATE = path.join(SHELL_DIST, 'index.html');

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

function loadModule(file) {
  delete require.cache[require.resolve(file)];
  return require(file);
}

/** `a=1; b=2` → { a: '1', b: '2' } (values left as sent when they are not URI-encoded). */
export function parseCookies(header) {
  const cookies = {};
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 1) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      cookies[pair.slice(0, separator).trim()] = decodeURIComponent(value);
    } catch {
      cookies[pair.slice(0, separator).trim()] = value;
    }
  }
  return cookies;
}

/**
 * What the browser will fetch to show `module` of the section in `folder`, announced in the head so it
 * downloads alongside the shell's code instead of after it (the manifest, the entry, the page's chunks).
 */
function sectionPreloads(folder, module) {
  const file = path.join(ROOT, folder, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(file)) return [];
  const manifest = readFresh(file, readJson);
  const base = `/remotes/${folder}/`;
  const exposed = manifest.exposes?.find((entry) => entry.name === module);
  return [
    { href: `${base}mf-manifest.json`, as: 'fetch' },
    { href: `${base}${manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js'}`, as: 'script' },
    ...(exposed?.assets?.js?.sync ?? []).map((chunk) => ({ href: `${base}${chunk}`, as: 'script' })),
  ];
}

function renderer(file) {
  return fs.existsSync(file) ? readFresh(file, loadModule) : null;
}

/** The folder of a remote served by this origin (`/remotes/<folder>/…`), else null. */
function localFolder(manifest) {
  const folder = /^\/remotes\/([^/]+)\//.exec(manifest ?? '')?.[1];
  return REMOTE_FOLDERS.includes(folder) ? folder : null;
}

/**
 * Server rendering of the documents: the shell's frame, and the route's page when its section is
 * switched on, served here and ships a renderer. Answers null when the shell cannot render (no
 * server build): the caller then sends the plain index.html and the browser renders everything.
 * @param {{ cmsUrl: string, readRemotes: () => { name: string, manifest: string, enabled: boolean }[] }} options
 */
export function createDocumentRenderer({ cmsUrl, readRemotes }) {
  // loaded now rather than by the first visitor (each is a few megabytes of code to compile)
  for (const file of [SHELL_RENDERER, ...REMOTE_FOLDERS.map(rendererOf)]) renderer(file);
  async function renderDocumentFor(url, cookieHeader = '') {
    const shell = renderer(SHELL_RENDERER);
    if (!shell) return null;
    const route = shell.matchPageRoute(new URL(url, 'http://localhost').pathname);
    const remote = route && readRemotes().find((entry) => entry.name === route.remote && entry.enabled);
    const folder = remote && localFolder(remote.manifest);
    let page = null;
    if (folder) {
      try {
        const rendered = await renderer(rendererOf(folder))?.renderPage({
          module: route.module,
          pattern: route.pattern,
          url,
          apiBaseUrl: `${cmsUrl}/api`,
          cookies: parseCookies(cookieHeader),
        });
        if (rendered) page = { ...rendered, ...route };
      } catch (error) {
        // the section's page is then rendered in the browser, as without a renderer
        console.error(`Server rendering of ${url} by ${folder} failed:`, error);
      }
    }
    const preloads = folder ? sectionPreloads(folder, route.module) : [];
    return shell.renderDocument({ template: readFresh(TEMPLATE, readText), url, page, preloads });
  }

  /** Renders each public route once, so the first shoppers do not pay for compiling the renderers. */
  async function warmUp() {
    for (const url of renderer(SHELL_RENDERER)?.warmUpUrls() ?? []) {
      await renderDocumentFor(url).catch(() => null);
    }
  }

  return { renderDocument: renderDocumentFor, warmUp };
}
