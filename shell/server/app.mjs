import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import compression from 'compression';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { REMOTE_FOLDERS, SHELL_DIST, remoteDist, remotesFile } from './paths.mjs';
import { securityHeaders } from './security-headers.mjs';
import { staticFolder } from './static-files.mjs';

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
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(fs.readFileSync(remotesFilePath ?? remotesFile(remotesEnvironment)));
  });

  for (const folder of REMOTE_FOLDERS) {
    app.use(`/remotes/${folder}`, staticFolder(remoteDist(folder)), (_req, res) => res.status(404).end());
  }
  app.use(staticFolder(SHELL_DIST));

  const indexHtml = path.join(SHELL_DIST, 'index.html');
  app.use((req, res, next) => {
    if (req.method !== 'GET' || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return app;
}
