'use strict';

const { factories } = require('@strapi/strapi');
const { forms } = require('../../../domain/shared-rules');
const messages = require('../../../messages');
const { badRequest, conflict } = require('../../../utils/domain-error');
const { MAX_EMAIL_LENGTH, text } = require('../../../utils/validation');

const UID = 'api::newsletter.newsletter';

module.exports = factories.createCoreService(UID, ({ strapi }) => ({
  /** Registers an address once; answers the French message of the spec for a bad or known one. */
  async subscribe({ email: rawEmail, source }) {
    const email = text(rawEmail).toLowerCase();
    const problem = forms.validateNewsletter(email);
    if (problem) throw badRequest(problem);
    if (email.length > MAX_EMAIL_LENGTH) throw badRequest(messages.fieldTooLong('e-mail', MAX_EMAIL_LENGTH));

    const known = await strapi.db.query(UID).findOne({ where: { email }, select: ['id'] });
    if (known) throw conflict(messages.newsletterDuplicate);

    try {
      return await strapi.documents(UID).create({
        data: { email, source: text(source).slice(0, 50) || 'site' },
        fields: ['email', 'createdAt'],
      });
    } catch (error) {
      // Two simultaneous sign-ups of one address: the unique index decides.
      const again = await strapi.db.query(UID).findOne({ where: { email }, select: ['id'] });
      if (again) throw conflict(messages.newsletterDuplicate);
      throw error;
    }
  },
}));
