'use strict';

const { readMails } = require('../../src/providers/email-outbox');

/** The newest mail to `to` in the outbox, waited for (a reset mail is sent after the answer). */
const waitForMail = async (outboxFile, to, { timeoutMs = 5000 } = {}) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readMails(outboxFile).findLast((sent) => sent.to === to);
    if (mail || Date.now() > deadline) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

module.exports = { waitForMail };
