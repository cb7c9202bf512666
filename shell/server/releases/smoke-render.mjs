// The server render a release must pass before it goes live: each route of the remote rendered inside
// the environment's shell, with the candidate set of releases, against the CMS.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PAGE_PATHS } from '@chargemaroc/shared/pages';

const require = createRequire(import.meta.url);

/**
 * `fetch`, once more when the request never got an answer: a connection kept from the health check
 * may be closed by the CMS as it is reused (seen when loading the renderer blocked this process
 * past the CMS's keep-alive).
 */
async function fetchTwice(url) {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url, { signal: AbortSignal.timeout(10_000) });
  }
}

async function firstDocument(cmsUrl, collection, field) {
  const query = new URLSearchParams({ 'pagination[pageSize]': '1', 'fields[0]': field });
  const response = await fetchTwice(`${cmsUrl}/api/${collection}?${query}`);
  if (!response.ok) throw new Error(`${collection}: ${response.status}`);
  const body = await response.json();
  return body?.data?.[0] ?? null;
}

/** A real value for each route parameter, so the page renders what a shopper would see. */
async function sampleParameters(cmsUrl) {
  const [product, vehicle, article] = await Promise.all([
    firstDocument(cmsUrl, 'produits', 'createdAt'),
    firstDocument(cmsUrl, 'vehicules', 'createdAt'),
    firstDocument(cmsUrl, 'articles', 'slug'),
  ]);
  return {
    [PAGE_PATHS.product]: product?.documentId,
    [PAGE_PATHS.vehicle]: vehicle?.documentId,
    [PAGE_PATHS.blogPost]: article?.slug,
  };
}

/** Whether the CMS answers (a few tries: a busy machine may be slow to answer). */
export async function cmsAnswers(cmsUrl, tries = 3) {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    try {
      const response = await fetch(`${cmsUrl}/_health`, { signal: AbortSignal.timeout(10_000) });
      if (response.ok || response.status === 204) return true;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

/**
 * Renders every route of `remoteName` with `remotes` (the candidate set) in the shell release at
 * `shellDir`. Returns the problems found, in plain words; empty when every route rendered.
 * @param {{ shellDir: string, remotes: Array<{ name: string, manifest: string, enabled: boolean, serverEntry: string }>, remoteName?: string, cmsUrl: string }} options
 *   without `remoteName`, the routes of every enabled remote (a shell release)
 */
export async function smokeRender({ shellDir, remotes, remoteName, cmsUrl }) {
  const entry = path.join(shellDir, 'server', 'server.cjs');
  if (!fs.existsSync(entry)) return [`Le shell (${shellDir}) n'a pas de rendu serveur.`];
  const shellModule = require(entry);
  if (!Array.isArray(shellModule.remoteRoutes))
    return ['Ce shell ne décrit pas ses routes : mettez-le à jour.'];
  const renderer = await shellModule.loadServerRenderer();
  const enabled = new Set(remotes.filter((remote) => remote.enabled).map((remote) => remote.name));
  const routes = shellModule.remoteRoutes.filter((route) =>
    remoteName ? route.remote === remoteName : enabled.has(route.remote),
  );
  const parameters = await sampleParameters(cmsUrl);
  const template = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  const problems = [];
  /** What is wrong with the page at `pathname`, or null when it rendered whole. */
  async function problemOf(pathname) {
    const failures = [];
    const log = console.error;
    console.error = (...parts) => failures.push(parts.map(String).join(' '));
    try {
      const result = await renderer.renderPage({
        url: `http://127.0.0.1${pathname}`,
        headers: {},
        template,
        remotes,
        apiBaseUrl: `${cmsUrl}/api`,
      });
      if (result.kind === 'page' && result.status >= 500) {
        return `${pathname} répond ${result.status} (${failures[0] ?? 'section en erreur'}).`;
      }
      if (result.kind === 'page' && result.regionErrors > 0) {
        return `${pathname} : erreur de rendu (${failures[0] ?? 'région en erreur'}).`;
      }
      return null;
    } catch (error) {
      return `${pathname} : le rendu a échoué (${error instanceof Error ? error.message : String(error)}).`;
    } finally {
      console.error = log;
    }
  }

  for (const route of routes) {
    const pathname = route.path.includes(':')
      ? route.path.replace(/:[^/]+/, parameters[route.path] ?? 'apercu')
      : route.path;
    // a page that fails once is rendered again: a busy CMS must not refuse a sound release
    let problem = await problemOf(pathname);
    if (problem) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      problem = await problemOf(pathname);
    }
    if (problem) problems.push(problem);
  }
  return problems;
}
