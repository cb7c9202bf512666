'use strict';

const { factories } = require('@strapi/strapi');
const { forms } = require('../../../domain/shared-rules');
const messages = require('../../../messages');
const { badRequest, notFound } = require('../../../utils/domain-error');
const { readForm } = require('../../../utils/form');
const { requestData, text } = require('../../../utils/validation');
const { respondCreated } = require('../../../utils/submission');

const UID = 'api::test-drive-request.test-drive-request';

const CUSTOMER_FORM = {
  name: { label: 'nom', max: 120, required: true },
  email: { label: 'e-mail', max: 254, required: true, email: true },
  phone: { label: 'téléphone', max: 30, required: true },
  city: { label: 'ville', max: 80 },
};

/**
 * Accepts {name} or {firstName, lastName}, flat or under customerInfo.
 *
 * @param {Record<string, unknown>} data
 */
const customerFrom = (data) => {
  /** @type {Record<string, unknown>} */
  const source =
    data.customerInfo && typeof data.customerInfo === 'object'
      ? /** @type {Record<string, unknown>} */ (data.customerInfo)
      : data;
  const name = text(source.name) || [text(source.firstName), text(source.lastName)].filter(Boolean).join(' ');
  return { ...source, name };
};

const PREFERRED_DATE = /^\d{4}-\d{2}-\d{2}$/;

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const data = requestData(ctx);
    const customerInfo = readForm(customerFrom(data), CUSTOMER_FORM, {
      requiredMessage: messages.testDriveRequired,
    });
    // the storefront's rule (spec: checkout's phone format), the same message
    const formProblem = forms.validateTestDrive(customerInfo).phone;
    if (formProblem) throw badRequest(formProblem);

    const vehicleId = text(
      typeof data.vehicle === 'object' && data.vehicle ? data.vehicle.documentId : data.vehicle,
    );
    if (!vehicleId) throw badRequest(messages.vehicleNotFound);
    const vehicle = await strapi.db.query('api::vehicule.vehicule').findOne({
      where: { $or: [{ documentId: vehicleId }, { slug: vehicleId }] },
      select: ['id', 'documentId', 'FullName'],
    });
    if (!vehicle) throw notFound(messages.vehicleNotFound);

    const preferredDate = text(data.preferredDate);
    if (preferredDate && !PREFERRED_DATE.test(preferredDate))
      throw badRequest(messages.fieldInvalid('date souhaitée'));
    const message = text(data.message);
    if (message.length > 2000) throw badRequest(messages.fieldTooLong('message', 2000));

    const entry = await strapi.documents(UID).create({
      data: {
        vehicle: vehicle.documentId,
        vehicleName: vehicle.FullName,
        customerInfo,
        preferredDate: preferredDate || null,
        message: message || null,
        status: 'pending',
        requestDate: new Date(),
      },
    });
    respondCreated(ctx, entry, { status: 'pending' });
  },
}));
