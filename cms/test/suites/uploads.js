'use strict';

const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { estimateForm } = require('../helpers/forms');
const { makeImage } = require('../helpers/images');

const FIELDS = { city: 'Rabat', subscribedPower: '9' };
const SCRIPT = '<html><script>fetch("/x?t="+localStorage.getItem("token"))</script></html>';
const FORMAT_MESSAGE = 'Veuillez sélectionner une image au format JPG, PNG ou WebP';

module.exports = (context) =>
  describe('installation photo uploads', () => {
    const send = (photo) => context.cms.api.post('/installation-requests', estimateForm(FIELDS, photo));

    const storedPhoto = async (documentId) =>
      (
        await context.cms.strapi.db
          .query('api::installation-request.installation-request')
          .findOne({ where: { documentId }, populate: ['disjoncteurPhoto'] })
      ).disjoncteurPhoto;

    it('refuses a script behind an image header, whatever its name and declared type', async () => {
      const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
      for (const photo of [
        { bytes: Buffer.concat([jpegHeader, Buffer.from(SCRIPT)]), type: 'image/jpeg', name: 'photo.html' },
        { bytes: Buffer.concat([jpegHeader, Buffer.from(SCRIPT)]), type: 'text/html', name: 'photo.jpg' },
        {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          type: 'image/svg+xml',
          name: 'a.svg',
        },
      ]) {
        const refused = await send(photo);
        assert.deepEqual([refused.status, refused.body.error.message], [400, FORMAT_MESSAGE], photo.name);
      }
    });

    it('stores the decoded pixels under a server-chosen name and serves them inert', async () => {
      const jpeg = await makeImage('jpeg');
      const accepted = await send({
        bytes: Buffer.concat([jpeg, Buffer.from(SCRIPT)]),
        type: 'text/html',
        name: 'tableau.html',
      });
      assert.equal(accepted.status, 201, JSON.stringify(accepted.body));

      const photo = await storedPhoto(accepted.body.data.documentId);
      assert.deepEqual([photo.mime, photo.ext], ['image/jpeg', '.jpg']);
      assert.match(photo.url, /^\/uploads\/disjoncteur_[a-z0-9_]+\.jpg$/);

      const served = await fetch(`${context.cms.baseUrl}${photo.url}`);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), 'image/jpeg');
      assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
      assert.match(served.headers.get('content-security-policy') ?? '', /^sandbox; default-src 'none'/);
      const bytes = Buffer.from(await served.arrayBuffer());
      assert.ok(!bytes.includes('<script>'), 'the appended script is not stored');
    });

    it('keeps PNG and WebP in their own format', async () => {
      for (const format of ['png', 'webp']) {
        const accepted = await send({ bytes: await makeImage(format), type: 'image/jpeg', name: 'x.jpeg' });
        assert.equal(accepted.status, 201);
        const photo = await storedPhoto(accepted.body.data.documentId);
        assert.deepEqual([photo.mime, photo.ext], [`image/${format}`, `.${format}`]);
      }
    });
  });
