'use strict';

const { factories } = require('@strapi/strapi');
const { installationEstimate } = require('../../../domain/shared-rules');
const messages = require('../../../messages');
const { badRequest } = require('../../../utils/domain-error');
const { readForm, readInteger } = require('../../../utils/form');
const { text } = require('../../../utils/validation');
const { respondCreated } = require('../../../utils/submission');
const { photoFile, identifyPhoto } = require('./photo');

const UID = 'api::installation-request.installation-request';

const CONTACT_FIELDS = {
  name: { label: 'nom', max: 120 },
  email: { label: 'e-mail', max: 254, email: true },
  phone: { label: 'téléphone', max: 30 },
  city: { label: 'ville', max: 80 },
  electricalPanelBrand: { label: 'marque du tableau', max: 80 },
  productId: { label: 'produit', max: 64 },
};

const CHOICES = {
  meterType: { label: 'type de compteur', values: ['monophase', 'triphase'] },
  panelCondition: { label: 'état du tableau', values: ['bon', 'ancien', 'vetuste'] },
  earthingState: { label: 'mise à la terre', values: ['bon', 'absent', 'defaillant'] },
  differentialSwitch: { label: 'différentiel', values: ['present', 'absent'] },
  cableType: { label: 'type de câblage', values: ['goulotte', 'encastre', 'tranchee', 'autre'] },
};

/** Multipart requests carry the fields as a JSON string in "data"; JSON requests as an object. */
const formData = (ctx) => {
  const raw = ctx.request.body && ctx.request.body.data;
  if (typeof raw === 'string') {
    try {
      const parsed = JSON.parse(raw);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
    } catch {
      throw badRequest(messages.invalidBody);
    }
  }
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
};

/** '36+' and '12 kVA' are read as 36 and 12; null when absent or unreadable. */
const readPower = (value) => {
  const number = Number.parseFloat(String(value ?? ''));
  return Number.isFinite(number) && number > 0 ? number : null;
};

const readChoices = (data) => {
  const choices = {};
  for (const [field, { label, values }] of Object.entries(CHOICES)) {
    const value = text(data[field]);
    if (!value) continue;
    if (!values.includes(value)) throw badRequest(messages.fieldInvalid(label));
    choices[field] = value;
  }
  return choices;
};

const readInputs = (data) => ({
  ...readForm(data, CONTACT_FIELDS, { requiredMessage: messages.invalidBody }),
  ...readChoices(data),
  subscribedPower: readPower(data.subscribedPower),
  mainBreakerAmperage: readInteger(data.mainBreakerAmperage, {
    min: 1,
    max: 1000,
    label: 'calibre du disjoncteur',
  }),
  availableBreakers: readInteger(data.availableBreakers, { min: 0, max: 50, label: 'emplacements libres' }),
  distance: readInteger(data.distance, { min: 0, max: 1000, label: 'distance' }),
});

const withoutUndefined = (object) =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  /** Checks the estimate like the storefront does, recomputes its cost, stores it with the photo. */
  async create(ctx) {
    const inputs = readInputs(formData(ctx));
    const file = photoFile(ctx);
    const photo = file ? await identifyPhoto(file) : null;

    const errors = installationEstimate.validateEstimate(
      { city: inputs.city || '', subscribedPower: inputs.subscribedPower },
      photo ? { type: photo.mimetype, size: photo.size } : null,
    );
    const firstError = errors.city || errors.subscribedPower || errors.photo;
    if (firstError) throw badRequest(firstError, { errors });

    const estimate = installationEstimate.estimateInstallation(withoutUndefined(inputs));
    const [uploaded] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: {
          fileInfo: {
            name: photo.originalFilename || 'disjoncteur',
            alternativeText: 'Photo du tableau électrique',
          },
        },
        files: photo,
      });
    const entry = await strapi.documents(UID).create({
      data: {
        ...withoutUndefined(inputs),
        subscribedPower: String(inputs.subscribedPower),
        estimatedCost: estimate.total,
        disjoncteurPhoto: uploaded.id,
        status: 'new',
      },
    });
    respondCreated(ctx, entry, { estimatedCost: estimate.total, breakdown: estimate.breakdown });
  },
}));
