'use strict';

const { factories } = require('@strapi/strapi');
const { installationEstimate } = require('../../../domain/shared-rules');
const messages = require('../../../messages');
const { badRequest } = require('../../../utils/domain-error');
const { readEstimateInputs, checkEstimate } = require('../../../utils/estimate-inputs');
const { readForm } = require('../../../utils/form');
const { respondCreated } = require('../../../utils/submission');
const { photoFile, readPhoto, acceptedCopy } = require('./photo');

const UID = 'api::installation-request.installation-request';

const CONTACT_FIELDS = {
  name: { label: 'nom', max: 120 },
  email: { label: 'e-mail', max: 254, email: true },
  phone: { label: 'téléphone', max: 30 },
  productId: { label: 'produit', max: 64 },
};

/**
 * Multipart requests carry the fields as a JSON string in "data"; JSON requests as an object.
 *
 * @param {StrapiContext} ctx
 * @returns {Record<string, unknown>}
 */
const formData = (ctx) => {
  /** @type {{ data?: unknown } | undefined} */
  const body = ctx.request.body;
  const raw = body && body.data;
  if (typeof raw === 'string') {
    try {
      const parsed = JSON.parse(raw);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
    } catch {
      throw badRequest(messages.invalidBody);
    }
  }
  return raw && typeof raw === 'object' && !Array.isArray(raw)
    ? /** @type {Record<string, unknown>} */ (raw)
    : {};
};

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  /** Checks the estimate like the storefront does, recomputes its cost, stores it with the photo. */
  async create(ctx) {
    const data = formData(ctx);
    const contact = readForm(data, CONTACT_FIELDS, { requiredMessage: messages.invalidBody });
    const inputs = readEstimateInputs(data);
    const file = photoFile(ctx);
    const photo = file ? await readPhoto(file) : null;
    checkEstimate(inputs, photo ? { type: photo.mimetype, size: photo.size } : null);

    const estimate = installationEstimate.estimateInstallation(inputs);
    const upload = strapi.plugin('upload').service('upload');
    const [uploaded] = await upload.upload({
      data: { fileInfo: { alternativeText: 'Photo du tableau électrique' } },
      files: acceptedCopy(photo),
    });
    const entry = await strapi
      .documents(UID)
      .create({
        data: {
          ...contact,
          ...inputs,
          subscribedPower: String(inputs.subscribedPower),
          estimatedCost: estimate.total,
          disjoncteurPhoto: uploaded.id,
          status: 'new',
        },
      })
      .catch(async (error) => {
        // A photo no request refers to is not kept.
        await upload.remove(uploaded).catch(() => {});
        throw error;
      });
    respondCreated(ctx, entry, { estimatedCost: estimate.total, breakdown: estimate.breakdown });
  },
}));
