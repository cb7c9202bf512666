'use strict';

const { factories } = require('@strapi/strapi');
const messages = require('../../../messages');
const { badRequest, notFound } = require('../../../utils/domain-error');
const { requestData, text } = require('../../../utils/validation');
const { respondCreated } = require('../../../utils/submission');
const { findStation } = require('../../station/services/find-station');

const UID = 'api::station-issue-report.station-issue-report';

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  /** Anyone may report a problem; a signed-in reporter is remembered. */
  async create(ctx) {
    const data = requestData(ctx);
    const kind = text(data.kind || data.type);
    const description = text(data.description);
    if (!kind) throw badRequest(messages.stationIssueKindRequired);
    if (kind.length > 50) throw badRequest(messages.fieldTooLong('type de problème', 50));
    if (!description) throw badRequest(messages.stationIssueDescriptionRequired);
    if (description.length > 2000) throw badRequest(messages.fieldTooLong('description', 2000));
    const station = await findStation(strapi, data.station ?? data.stationId);
    if (!station) throw notFound(messages.stationNotFound);

    const report = await strapi.db.query(UID).create({
      data: {
        station: station.id,
        kind,
        description,
        user: ctx.state.user ? ctx.state.user.id : null,
        status: 'new',
      },
    });
    respondCreated(ctx, report, { status: 'new' });
  },
}));
