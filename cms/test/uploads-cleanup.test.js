'use strict';

// Uploads leave nothing behind: the temporary files of every multipart request, whatever its
// answer, and on a full disk (a tiny tmpfs mounted over the uploads folder when this process may
// mount one, else ENOSPC injected into the writes to that folder) a French 507 and no file.
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { after, before, describe, it } = require('node:test');

// Before Strapi and the body parser are loaded: every temporary file of this CMS lands here.
const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-upload-tmp-'));
process.env.TMPDIR = tmpRoot;

const { startCms, registerUser } = require('./helpers/cms');
const { estimateForm } = require('./helpers/forms');
const { makeImage } = require('./helpers/images');

const FIELDS = { city: 'Rabat', subscribedPower: '9' };
const DISK_FULL = 'Espace de stockage insuffisant sur le serveur, veuillez réessayer plus tard.';

const photoForm = (photo) => {
  const form = new FormData();
  form.append('files', new Blob([photo.bytes], { type: photo.type }), photo.name);
  return form;
};

/** A tiny tmpfs over `dir` (root only); answers its unmount, or null when it cannot be mounted. */
const mountTinyDisk = (dir, size) => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
    return () => execFileSync('umount', [dir]);
  } catch {
    return null;
  }
};

/** Writes to files under `dir` fail with ENOSPC after `bytes` (what a full disk does); answers the undo. */
const injectDiskFull = (dir, bytes) => {
  const createWriteStream = fs.createWriteStream;
  fs.createWriteStream = (file, options) => {
    const stream = createWriteStream(file, options);
    if (!path.resolve(String(file)).startsWith(dir)) return stream;
    let written = 0;
    const write = stream._write.bind(stream);
    stream._write = (chunk, encoding, callback) => {
      written += chunk.length;
      if (written <= bytes) return write(chunk, encoding, callback);
      const error = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      return write(chunk.subarray(0, chunk.length - (written - bytes)), encoding, () => callback(error));
    };
    return stream;
  };
  return () => {
    fs.createWriteStream = createWriteStream;
  };
};

describe('uploads leave nothing behind', () => {
  let cms;
  let known;
  /** Files in the temporary folder that were not there once the CMS had started. */
  const debris = () => fs.readdirSync(tmpRoot).filter((name) => !known.has(name));

  before(async () => {
    cms = await startCms();
    known = new Set(fs.readdirSync(tmpRoot));
  });
  after(async () => {
    await cms?.stop();
    fs.rmSync(tmpRoot, { recursive: true, force: true });
  });

  it('removes the raw upload of every installation request, accepted or refused', async () => {
    const jpeg = await makeImage('jpeg');
    const accepted = await cms.api.post(
      '/installation-requests',
      estimateForm(FIELDS, { bytes: jpeg, type: 'image/jpeg', name: 'tableau.jpg' }),
    );
    assert.equal(accepted.status, 201);
    assert.deepEqual(debris(), []);

    const notAnImage = { bytes: Buffer.from('pas une image'), type: 'image/jpeg', name: 'x.jpg' };
    const refused = await cms.api.post('/installation-requests', estimateForm(FIELDS, notAnImage));
    assert.equal(refused.status, 400);
    assert.deepEqual(debris(), []);

    const wrongCity = { ...FIELDS, city: '' };
    const refusedAfterDecoding = await cms.api.post(
      '/installation-requests',
      estimateForm(wrongCity, { bytes: jpeg, type: 'image/jpeg', name: 'tableau.jpg' }),
    );
    assert.equal(refusedAfterDecoding.status, 400);
    assert.deepEqual(debris(), [], 'nor the re-encoded copy of a photo whose form is refused');
  });

  it('removes the raw upload of an order line photo, accepted or refused', async () => {
    const shopper = await registerUser(cms.api, 'photo');
    const upload = (photo) =>
      cms.api.post('/orders/installation-photos', photoForm(photo), { token: shopper.jwt });
    assert.equal(
      (await upload({ bytes: await makeImage('png'), type: 'image/png', name: 'a.png' })).status,
      201,
    );
    assert.equal(
      (await upload({ bytes: Buffer.from('<svg/>'), type: 'image/svg+xml', name: 'a.svg' })).status,
      400,
    );
    assert.deepEqual(debris(), []);
  });

  it('answers a French 507 on a full upload folder and leaves no file there', async (t) => {
    const uploads = path.join(/** @type {string} */ (process.env.CMS_PUBLIC_DIR), 'uploads');
    const unmount = mountTinyDisk(uploads, '48k');
    const undo = unmount ?? injectDiskFull(uploads, 48 * 1024);
    t.diagnostic(
      unmount ? 'a 48 KB tmpfs over the uploads folder' : 'ENOSPC injected after 48 KB (no mount)',
    );
    try {
      const before = fs.readdirSync(uploads);
      const files = () => cms.strapi.db.query('plugin::upload.file').count();
      const rowsBefore = await files();
      const photo = await makeImage('jpeg', { width: 400, height: 300, noise: true });
      assert.ok(photo.length > 64 * 1024, 'larger than the free space');
      const full = await cms.api.post(
        '/installation-requests',
        estimateForm(FIELDS, { bytes: photo, type: 'image/jpeg', name: 'tableau.jpg' }),
      );
      assert.deepEqual([full.status, full.body.error?.message], [507, DISK_FULL]);
      assert.deepEqual(fs.readdirSync(uploads), before, 'no truncated or empty file left');
      assert.deepEqual(debris(), []);
      assert.equal(await files(), rowsBefore, 'no media row either');
    } finally {
      undo();
    }
  });
});
