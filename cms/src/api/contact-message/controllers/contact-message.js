'use strict';

const { factories } = require('@strapi/strapi');
const { forms } = require('../../../domain/shared-rules');
const messages = require('../../../messages');
const { badRequest } = require('../../../utils/domain-error');
const { readForm } = require('../../../utils/form');
const { requestData, text } = require('../../../utils/validation');
const { respondCreated } = require('../../../utils/submission');

const UID = 'api::contact-message.contact-message';

const CONTACT_FORM = {
  name: { label: 'nom', max: 120, required: true },
  email: { label: 'e-mail', max: 254, required: true, email: true },
  subject: { label: 'sujet', max: 200, required: true },
  message: { label: 'message', max: 5000, required: true },
  phone: { label: 'téléphone', max: 30 },
  category: { label: 'catégorie', max: 50 },
  priority: { label: 'priorité', max: 20 },
};

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const data = requestData(ctx);
    const problem = forms.validateContact({
      name: text(data.name),
      email: text(data.email),
      subject: text(data.subject),
      message: text(data.message),
    });
    if (problem) throw badRequest(problem);
    const values = readForm(data, CONTACT_FORM, { requiredMessage: messages.invalidBody });
    const entry = await strapi.documents(UID).create({
      data: { category: 'general', priority: 'normal', ...values, status: 'new', submittedAt: new Date() },
    });
    respondCreated(ctx, entry);
  },
}));
