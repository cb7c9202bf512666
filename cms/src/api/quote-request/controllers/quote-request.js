'use strict';

const { factories } = require('@strapi/strapi');
const { forms } = require('../../../domain/shared-rules');
const messages = require('../../../messages');
const { badRequest } = require('../../../utils/domain-error');
const { readForm } = require('../../../utils/form');
const { requestData, text } = require('../../../utils/validation');
const { respondCreated } = require('../../../utils/submission');

const UID = 'api::quote-request.quote-request';

const QUOTE_FORM = {
  name: { label: 'nom', max: 120, required: true },
  email: { label: 'e-mail', max: 254, required: true, email: true },
  projectType: { label: 'type de projet', max: 60, required: true },
  phone: { label: 'téléphone', max: 30 },
  company: { label: 'entreprise', max: 120 },
  budget: { label: 'budget', max: 60 },
  timeline: { label: 'délai', max: 60 },
  description: { label: 'description', max: 5000 },
  location: { label: 'lieu', max: 120 },
};

/**
 * @param {unknown} value
 * @returns {string[]}
 */
const readRequirements = (value) => {
  if (value === undefined || value === null) return [];
  if (
    !Array.isArray(value) ||
    value.length > 20 ||
    value.some((item) => typeof item !== 'string' || item.length > 100)
  ) {
    throw badRequest(messages.fieldInvalid('besoins'));
  }
  return value.map((item) => item.trim()).filter(Boolean);
};

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const data = requestData(ctx);
    const problem = forms.validateQuote({
      name: text(data.name),
      email: text(data.email),
      projectType: text(data.projectType),
    });
    if (problem) throw badRequest(problem);
    const values = readForm(data, QUOTE_FORM, { requiredMessage: messages.invalidBody });
    const entry = await strapi.documents(UID).create({
      data: { ...values, requirements: readRequirements(data.requirements), status: 'new' },
    });
    respondCreated(ctx, entry);
  },
}));
