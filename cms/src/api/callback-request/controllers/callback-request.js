'use strict';

const { factories } = require('@strapi/strapi');
const { forms } = require('../../../domain/shared-rules');
const messages = require('../../../messages');
const { badRequest } = require('../../../utils/domain-error');
const { readForm } = require('../../../utils/form');
const { requestData, text } = require('../../../utils/validation');
const { respondCreated } = require('../../../utils/submission');

const UID = 'api::callback-request.callback-request';

const CALLBACK_FORM = {
  name: { label: 'nom', max: 120, required: true },
  phone: { label: 'téléphone', max: 30, required: true },
  preferredTime: { label: 'horaire souhaité', max: 60 },
  reason: { label: 'motif', max: 200 },
  urgency: { label: 'urgence', max: 20 },
};

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const data = requestData(ctx);
    const problem = forms.validateCallback({ name: text(data.name), phone: text(data.phone) });
    if (problem) throw badRequest(problem);
    const values = readForm(data, CALLBACK_FORM, { requiredMessage: messages.invalidBody });
    const entry = await strapi
      .documents(UID)
      .create({ data: { urgency: 'normal', ...values, status: 'new' } });
    respondCreated(ctx, entry);
  },
}));
