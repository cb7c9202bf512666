import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import { listening } from './server-testing.mjs';
import { staticFolder } from './static-files.mjs';

const SCRIPT = 'export const answer = 42;\n';

describe('built files', () => {
  let site;
  beforeAll(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
    fs.mkdirSync(path.join(root, 'static', 'js'), { recursive: true });
    for (const name of ['static/js/main.74c1c936.js', 'remoteEntry.js']) {
      fs.writeFileSync(path.join(root, name), SCRIPT);
      fs.writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(SCRIPT));
    }
    const app = express();
    app.use(staticFolder(root));
    site = await listening(app);
  });
  afterAll(() => site.close());

  const get = (name, headers = {}) =>
    fetch(`${site.url}/${name}`, { headers: { 'Accept-Encoding': 'br', ...headers } });

  it('sends a hashed script compressed, cached for good, without validators or ranges', async () => {
    const response = await get('static/js/main.74c1c936.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('last-modified')).toBeNull();
    expect(response.headers.get('accept-ranges')).toBeNull();
    expect(await response.text()).toBe(SCRIPT);
  });

  it('keeps validators on a file that changes under its name, and answers 304 to a fresh copy', async () => {
    const response = await get('remoteEntry.js');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch adds 'Cache-Control: no-cache' to a conditional request
    const status = await new Promise((resolve, reject) =>
      http
        .get(
          `${site.url}/remoteEntry.js`,
          { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } },
          (answer) => {
            answer.resume();
            resolve(answer.statusCode);
          },
        )
        .on('error', reject),
    );
    expect(status).toBe(304);
  });

  it('answers 404 for a missing file', async () => {
    expect((await get('static/js/missing.12345678.js')).status).toBe(404);
  });
});
