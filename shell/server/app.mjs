import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import compression from 'compression';
import { apiProxy, limitApiBodies } from './api-proxy.mjs';
import { watchContentVersion } from './content-version.mjs';
import { errorHandler, notFound, rejectMalformedUrls } from './http-errors.mjs';
import { createPageCache } from './page-cache.mjs';
import { pageHandler } from './page-handler.mjs';
import { createPageRenderer } from './page-render.mjs';
import { REMOTE_FOLDERS, SHELL_DIST, remoteDist, remotesFile } from './paths.mjs';
import { securityHeaders } from './security-headers.mjs';
import { pageCacheSettings } from './settings.mjs';
import { sharedPages } from './shared-pages.mjs';
import { siteMap } from './site-map.mjs';
import { staticFolder } from './static-files.mjs';

/** The remotes file's entries; an unreadable file renders every page in the browser. */
function readRemotesList(readText) {
  try {
    const remotes = JSON.parse(readText()).remotes;
    return Array.isArray(remotes) ? remotes : [];
  } catch {
    return [];
  }
}

/** The page micro-cache, emptied whenever the CMS says the content it shows has changed; null when off. */
function contentPageCache(settings, cmsUrl) {
  if (!settings.enabled) return null;
  const cache = createPageCache({
    freshMs: settings.freshSeconds * 1000,
    staleMs: settings.staleSeconds * 1000,
    maxBytes: settings.maxBytes,
    shared: settings.sharedFolder ? sharedPages(settings.sharedFolder) : null,
  });
  watchContentVersion({ cmsUrl, onChange: () => cache.clear() });
  return cache;
}

/**
 * The production origin: the shell, every remote under /remotes/<folder>/, the API proxied to the CMS,
 * and the pages rendered on the server — as a CDN in front of the teams' deployments would serve them.
 * @param {{
 *   cmsUrl: string,
 *   remotesEnvironment?: string,
 *   remotesFilePath?: string,
 *   pageCache?: ReturnType<typeof pageCacheSettings>,
 * }} options
 */
export function createApp({
  cmsUrl,
  remotesEnvironment = 'production',
  remotesFilePath,
  pageCache = pageCacheSettings(),
}) {
  const app = express();
  app.disable('x-powered-by');
  // one proxy in front (TLS, CDN): its X-Forwarded-Proto says whether the visitor used HTTPS
  app.set('trust proxy', 1);
  app.use(securityHeaders());
  app.use(rejectMalformedUrls());

  app.use('/api', limitApiBodies());
  app.use(['/api', '/uploads'], apiProxy(cmsUrl));

  app.use(compression({ threshold: 1024 }));

  // Read on every request: switching a remote off or moving it needs no rebuild and no restart.
  const remotesFileText = () => fs.readFileSync(remotesFilePath ?? remotesFile(remotesEnvironment));
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(remotesFileText());
  });

  for (const folder of REMOTE_FOLDERS) {
    // this origin reads its remotes' server containers from disk: they are not for browsers
    app.use(`/remotes/${folder}/server`, notFound());
    app.use(`/remotes/${folder}`, staticFolder(remoteDist(folder)), notFound());
  }
  app.use(staticFolder(SHELL_DIST));

  const renderer = createPageRenderer({ cmsUrl, readRemotes: () => readRemotesList(remotesFileText) });
  app.locals.warmUp = () => renderer.warmUp();
  app.use(siteMap({ cmsUrl }));
  app.use(
    pageHandler({
      renderer,
      cache: contentPageCache(pageCache, cmsUrl),
      lifetimes: { sharedSeconds: pageCache.freshSeconds, staleSeconds: pageCache.staleSeconds },
      indexHtml: path.join(SHELL_DIST, 'index.html'),
    }),
  );
  app.use(notFound());
  app.use(errorHandler());
  return app;
}
