import path from 'node:path';
import express from 'express';
import compression from 'compression';
import { apiProxy, limitApiBodies } from './api-proxy.mjs';
import { BACK_OFFICE_PATHS, backOffice } from './back-office.mjs';
import { watchContentVersion } from './content-version.mjs';
import { errorHandler, notFound, rejectMalformedUrls } from './http-errors.mjs';
import { createPageCache } from './page-cache.mjs';
import { pageHandler } from './page-handler.mjs';
import { createPageRenderer } from './page-renderer.mjs';
import { createSearchSuggestions } from './search-suggestions.mjs';
import { olderShellFiles, releasedFiles } from './releases/released-files.mjs';
import { createLiveSite } from './releases/live-site.mjs';
import { securityHeaders } from './security-headers.mjs';
import { originSuggestionsEnabled, pageCacheSettings } from './settings.mjs';
import { sharedPages } from './shared-pages.mjs';
import { siteMap } from './site-map.mjs';
import { createSuggestionCache } from './suggestion-cache.mjs';

/** The page micro-cache; null when off. */
function contentPageCache(settings) {
  if (!settings.enabled) return null;
  return createPageCache({
    freshMs: settings.freshSeconds * 1000,
    staleMs: settings.staleSeconds * 1000,
    maxBytes: settings.maxBytes,
    shared: settings.sharedFolder ? sharedPages(settings.sharedFolder) : null,
  });
}

/**
 * The production origin: the shell and every remote from the releases live in its environment (each
 * release under /remotes/<app>/<version>/), the API proxied to the CMS, and the pages rendered on the
 * server — as a CDN in front of the teams' deployments would serve them.
 * @param {{
 *   cmsUrl: string,
 *   remotesEnvironment?: string,
 *   remotesFilePath?: string,
 *   releasesRoot?: string,
 *   pageCache?: ReturnType<typeof pageCacheSettings>,
 * }} options
 */
export function createApp({
  cmsUrl,
  remotesEnvironment = 'production',
  remotesFilePath,
  releasesRoot,
  pageCache = pageCacheSettings(),
}) {
  const site = createLiveSite({
    root: releasesRoot,
    environment: remotesEnvironment,
    remotesFilePath,
    cmsUrl,
  });
  const app = express();
  app.disable('x-powered-by');
  // one proxy in front (TLS, CDN): its X-Forwarded-Proto says whether the visitor used HTTPS
  app.set('trust proxy', 1);
  app.use(securityHeaders());
  app.use(rejectMalformedUrls());

  // what the pages and the search's suggestions show, emptied whenever the CMS says its content changed
  const pages = contentPageCache(pageCache);
  const suggestions = createSuggestionCache();
  // the suggestions are answered here, from a copy of the CMS's index that follows its content version
  const search = originSuggestionsEnabled() ? createSearchSuggestions({ cmsUrl }) : null;
  watchContentVersion({
    cmsUrl,
    onChange: () => {
      pages?.clear();
      suggestions.clear();
    },
    onRead: (version) => {
      // answers kept from the former copy go once the new one answers
      search?.follow(version).then((changed) => changed && suggestions.clear());
    },
  });

  app.use('/api', limitApiBodies());
  app.use('/api/search/suggest', suggestions.middleware);
  if (search) app.use('/api/search/suggest', search.middleware);
  app.use(['/api', '/uploads'], apiProxy(cmsUrl));

  app.use(compression({ threshold: 1024 }));
  app.use(BACK_OFFICE_PATHS, limitApiBodies(), backOffice(cmsUrl));

  // One read of the environment's pointers per request: all of it is served from the same releases.
  app.use((req, _res, next) => {
    req.live = site.current();
    next();
  });
  app.get('/remotes.json', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({
      shell: req.live.shell?.version ?? null,
      remotes: req.live.remotes.map(({ name, manifest, enabled, version }) => ({
        name,
        manifest,
        enabled,
        version,
      })),
    });
  });
  app.use(releasedFiles(site), olderShellFiles(site));

  const renderer = createPageRenderer({ cmsUrl, site });
  app.locals.warmUp = () => renderer.warmUp();
  app.use(siteMap({ cmsUrl }));
  app.use(
    pageHandler({
      renderer,
      cache: pages,
      lifetimes: { sharedSeconds: pageCache.freshSeconds, staleSeconds: pageCache.staleSeconds },
      indexHtml: (req) => path.join(req.live.shell?.dir ?? '', 'index.html'),
      cacheScope: (req) => req.live.key,
    }),
  );
  app.use(notFound());
  app.use(errorHandler());
  return app;
}
