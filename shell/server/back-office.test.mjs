import http from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_PATHS, backOffice } from './back-office.mjs';
import { securityHeaders } from './security-headers.mjs';

/** A CMS answering every path with its own (looser) security headers and the path it was asked. */
function fakeCms() {
  return http.createServer((req, res) => {
    res.setHeader('Content-Security-Policy', "script-src 'self' 'unsafe-inline' https:");
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ path: req.url, forwardedFor: req.headers['x-forwarded-for'] }));
  });
}

describe('back office on the origin', () => {
  let cms;
  let origin;
  let originUrl;

  beforeAll(async () => {
    cms = fakeCms();
    await new Promise((resolve) => cms.listen(0, '127.0.0.1', resolve));
    const app = express();
    app.use(securityHeaders());
    app.use(BACK_OFFICE_PATHS, backOffice(`http://127.0.0.1:${cms.address().port}`));
    app.use((_req, res) => res.status(404).end());
    origin = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => origin.once('listening', resolve));
    originUrl = `http://127.0.0.1:${origin.address().port}`;
  });
  afterAll(() => {
    origin.close();
    cms.close();
  });

  it('proxies the admin and the admin API of its plugins, whole paths', async () => {
    for (const path of [
      '/admin',
      '/admin/login',
      '/content-manager/init',
      '/upload/files?page=1',
      '/i18n/locales',
    ]) {
      const response = await fetch(`${originUrl}${path}`);
      expect(response.status).toBe(200);
      expect((await response.json()).path).toBe(path);
    }
    expect((await fetch(`${originUrl}/administration`)).status).toBe(404);
  });

  it("answers with the origin's security headers, not the CMS's", async () => {
    const response = await fetch(`${originUrl}/admin`);
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/,
    );
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
