'use strict';

const fs = require('node:fs');
const path = require('node:path');

const KEPT_MAILS = 50;
const DEFAULT_FILE = path.resolve(__dirname, '..', '..', '.tmp', 'mail-outbox.json');

/** The outbox file: MAIL_OUTBOX_FILE when set, else cms/.tmp/mail-outbox.json. */
const outboxFile = () =>
  process.env.MAIL_OUTBOX_FILE ? path.resolve(process.env.MAIL_OUTBOX_FILE) : DEFAULT_FILE;

const readMails = (file = outboxFile()) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
};

/**
 * Email provider for machines without an SMTP server: each mail is kept in a JSON file
 * (newest last), where a developer or a test reads it, e.g. the reset-password link.
 */
const init = (options = {}) => {
  const file = options.file || outboxFile();
  return {
    async send({ to, from, replyTo, subject, text, html }) {
      const mail = { to, from, replyTo, subject, text, html, sentAt: new Date().toISOString() };
      const mails = [...readMails(file), mail].slice(-KEPT_MAILS);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(mails, null, 2));
    },
  };
};

module.exports = { init, readMails, outboxFile, PROVIDER_PATH: __filename };
