import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The last good copy of each cacheable page, kept on disk for every worker process of the origin:
 * a worker whose render fails (the CMS is down) answers with the copy another worker rendered, not
 * only with its own. One file per page (`<sha256 of the key>.page`): a JSON head (key, status, ETag,
 * the length of each encoding) after its 4-byte length, then the bodies. Written to a temporary name
 * and renamed, so a reader never sees half a page. The primary bounds the folder (`pruneSharedPages`).
 *
 * A worker writes a page again only when it changed (its ETag), and never fails a request over the
 * disk: a copy that cannot be written or read is only a copy less.
 * @param {string} folder
 * @returns {import('./page-cache.mjs').SharedPages}
 */
export function sharedPages(folder, { log = console.warn } = {}) {
  /** The ETag last written by this process, per key (bounded like the memory cache). */
  const written = new Map();
  let failing = false;
  let writes = 0;
  const fileOf = (key) => path.join(folder, `${crypto.createHash('sha256').update(key).digest('hex')}.page`);

  async function write(key, { page, prepared }) {
    const head = Buffer.from(
      JSON.stringify({
        key,
        status: page.status,
        cacheable: page.cacheable,
        etag: prepared.etag,
        lengths: Object.fromEntries(
          Object.entries(prepared.bodies).map(([name, body]) => [name, body.length]),
        ),
      }),
    );
    const headLength = Buffer.alloc(4);
    headLength.writeUInt32BE(head.length);
    const file = fileOf(key);
    writes += 1;
    const temporary = `${file}.${process.pid}-${writes}.tmp`;
    await fsp.writeFile(temporary, Buffer.concat([headLength, head, ...Object.values(prepared.bodies)]));
    await fsp.rename(temporary, file);
  }

  return {
    keep(key, value) {
      if (!value?.prepared || written.get(key) === value.prepared.etag) return;
      written.delete(key);
      written.set(key, value.prepared.etag);
      if (written.size > 1000) written.delete(written.keys().next().value);
      write(key, value).then(
        () => (failing = false),
        (error) => {
          written.delete(key);
          // said once per run of failures (a full disk), not once per page
          if (!failing)
            log(`Shared copy of the page ${key.split('\n').at(-1)} not written: ${error.message}`);
          failing = true;
        },
      );
    },

    async find(key) {
      let data;
      try {
        data = await fsp.readFile(fileOf(key));
      } catch {
        return null;
      }
      try {
        const headLength = data.readUInt32BE(0);
        const head = JSON.parse(data.subarray(4, 4 + headLength).toString());
        if (head.key !== key) return null;
        const bodies = {};
        let offset = 4 + headLength;
        for (const [name, length] of Object.entries(head.lengths)) {
          bodies[name] = data.subarray(offset, offset + length);
          offset += length;
        }
        if (offset !== data.length) return null;
        const prepared = { status: head.status, etag: head.etag, bodies, size: offset - 4 - headLength };
        return {
          value: { page: { status: head.status, cacheable: head.cacheable }, renderMs: 0, prepared },
          size: prepared.size,
        };
      } catch {
        return null;
      }
    },
  };
}

/**
 * Keeps the shared pages' folder within `maxBytes`: the least recently written pages go first, and
 * temporary files a killed worker left behind go after a minute.
 * @param {string} folder
 * @param {number} maxBytes
 */
export async function pruneSharedPages(folder, maxBytes, now = Date.now()) {
  const files = [];
  for (const name of await fsp.readdir(folder)) {
    const file = path.join(folder, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat) continue;
    if (name.endsWith('.tmp')) {
      if (now - stat.mtimeMs > 60_000) await fsp.rm(file, { force: true });
    } else files.push({ file, size: stat.size, mtimeMs: stat.mtimeMs });
  }
  let total = files.reduce((sum, { size }) => sum + size, 0);
  files.sort((a, b) => a.mtimeMs - b.mtimeMs);
  for (const { file, size } of files) {
    if (total <= maxBytes) break;
    await fsp.rm(file, { force: true });
    total -= size;
  }
}

/**
 * The primary's side: a folder of its own for the workers' shared pages, pruned every `intervalMs`
 * to `maxBytes`, removed by `remove()` when the origin stops.
 * @param {{ maxBytes: number, intervalMs?: number, log?: (message: string) => void }} options
 */
export function createSharedPagesFolder({ maxBytes, intervalMs = 5000, log = console.warn }) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-pages-'));
  const timer = setInterval(() => {
    pruneSharedPages(folder, maxBytes).catch((error) =>
      log(`Shared pages folder ${folder} not pruned: ${error.message}`),
    );
  }, intervalMs);
  timer.unref();
  return {
    folder,
    remove() {
      clearInterval(timer);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
