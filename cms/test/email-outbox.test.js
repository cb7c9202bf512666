'use strict';

// Unit test of the outbox mail provider (no Strapi).
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { after, describe, it } = require('node:test');
const { init, readMails } = require('../src/providers/email-outbox');

describe('mail outbox', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-outbox-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every mail sent at once, in order, and the last 50 only', async () => {
    const file = path.join(dir, 'nested', 'outbox.json');
    const provider = init({ file });
    await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        provider.send({ to: `c${index}@exemple.ma`, subject: `${index}` }),
      ),
    );
    const mails = readMails(file);
    assert.equal(mails.length, 50);
    assert.deepEqual(
      mails.map((mail) => mail.subject),
      Array.from({ length: 50 }, (_, index) => `${index + 10}`),
    );
    assert.deepEqual(fs.readdirSync(path.dirname(file)), ['outbox.json'], 'no partial file is left');
  });

  it('answers once the mail is in the file', async () => {
    const file = path.join(dir, 'outbox.json');
    await init({ file }).send({ to: 'salma@exemple.ma', subject: 'Commande', text: 'Bonjour' });
    assert.equal(readMails(file).at(-1)?.to, 'salma@exemple.ma');
  });
});
