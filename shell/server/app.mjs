import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import compression from 'compression';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createDocumentRenderer } from './page-render.mjs';
import { REMOTE_FOLDERS, SHELL_DIST, remoteDist, remotesFile } from './paths.mjs';
import { securityHeaders } from './security-headers.mjs';
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

/**
 * The production origin: the shell, every remote under /remotes/<folder>/, the API proxied to the CMS,
 * and an SPA fallback — as a CDN in front of the teams' deployments would serve them.
 * @param {{ cmsUrl: string, remotesEnvironment?: string, remotesFilePath?: string }} options
 */
export function createApp({ cmsUrl, remotesEnvironment = 'production', remotesFilePath }) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders());

  const cms = createProxyMiddleware({ target: cmsUrl, changeOrigin: false, xfwd: true });
  app.use(['/api', '/uploads'], (req, res, next) => {
    req.url = req.originalUrl;
    return cms(req, res, next);
  });

  app.use(compression({ threshold: 1024 }));

  // Read on every request: switching a remote off or moving it needs no rebuild and no restart.
  const remotesFileText = () => fs.readFileSync(remotesFilePath ?? remotesFile(remotesEnvironment));
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(remotesFileText());
  });

  for (const folder of REMOTE_FOLDERS) {
    app.use(`/remotes/${folder}`, staticFolder(remoteDist(folder)), (_req, res) => res.status(404).end());
  }
  app.use(staticFolder(SHELL_DIST));

  const indexHtml = path.join(SHELL_DIST, 'index.html');
  const { renderDocument, warmUp } = createDocumentRenderer({
    cmsUrl,
    readRemotes: () => readRemotesList(remotesFileText),
  });
  app.locals.warmUp = warmUp;
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    try {
      const started = performance.now();
      const html = await renderDocument(req.originalUrl, req.headers.cookie);
      res.setHeader('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
      if (html) return res.type('html').send(html);
    } catch (error) {
      console.error(`Server rendering of ${req.originalUrl} failed:`, error);
    }
    res.sendFile(indexHtml);
  });
  return app;
}
