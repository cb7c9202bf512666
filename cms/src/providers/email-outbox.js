'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * A mail as the outbox keeps it.
 *
 * @typedef {{ to: string, from?: string, replyTo?: string, subject: string, text?: string, html?: string, sentAt: string }} Mail
 */

const KEPT_MAILS = 50;
const DEFAULT_FILE = path.resolve(__dirname, '..', '..', '.tmp', 'mail-outbox.json');

/** The outbox file: MAIL_OUTBOX_FILE when set, else cms/.tmp/mail-outbox.json. */
const outboxFile = () =>
  process.env.MAIL_OUTBOX_FILE ? path.resolve(process.env.MAIL_OUTBOX_FILE) : DEFAULT_FILE;

/**
 * @param {string} text
 * @returns {Mail[]}
 */
const parseMails = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
};

const readMails = (file = outboxFile()) => {
  try {
    return parseMails(fs.readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
};

// Mails being written, by file: this process adds one at a time to a file.
/** @type {Map<string, Promise<void>>} */
const writing = new Map();

/**
 * Adds a mail to the file without holding the event loop on the disk (an order's confirmation is
 * written while other requests are answered), one at a time per file, each write replacing the
 * file whole (written beside it, then renamed): a reader never sees half a file.
 *
 * @param {string} file
 * @param {Mail} mail
 */
const appendMail = (file, mail) => {
  const append = async () => {
    const text = await fs.promises.readFile(file, 'utf8').catch(() => '[]');
    const mails = [...parseMails(text), mail].slice(-KEPT_MAILS);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(partial, JSON.stringify(mails, null, 2));
    await fs.promises.rename(partial, file);
  };
  const written = (writing.get(file) ?? Promise.resolve()).then(append, append);
  writing.set(file, written);
  const forget = () => {
    if (writing.get(file) === written) writing.delete(file);
  };
  written.then(forget, forget);
  return written;
};

/**
 * Email provider for machines without an SMTP server: each mail is kept in a JSON file
 * (newest last), where a developer or a test reads it, e.g. the reset-password link.
 *
 * @param {{ file?: string }} [options]
 */
const init = (options = {}) => {
  const file = options.file || outboxFile();
  return {
    /** @param {{ to: string, from?: string, replyTo?: string, subject: string, text?: string, html?: string }} mail */
    async send({ to, from, replyTo, subject, text, html }) {
      const mail = { to, from, replyTo, subject, text, html, sentAt: new Date().toISOString() };
      await appendMail(file, mail);
    },
  };
};

module.exports = { init, readMails, outboxFile, PROVIDER_PATH: __filename };
