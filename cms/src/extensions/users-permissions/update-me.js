'use strict';

const { validation } = require('../../domain/shared-rules');
const messages = require('../../messages');
const { badRequest, unauthorized } = require('../../utils/domain-error');
const { EDITABLE_PROFILE_FIELDS } = require('./profile-fields');

const USER_UID = 'plugin::users-permissions.user';

/**
 * Keeps only the editable profile fields of a request body, trimmed and checked by the profile rule.
 *
 * @param {unknown} body
 */
const pickProfileChanges = (body) => {
  const wrapped = body && typeof body === 'object' && 'data' in body ? body.data : undefined;
  const source = wrapped && typeof wrapped === 'object' ? wrapped : body;
  if (!source || typeof source !== 'object' || Array.isArray(source)) throw badRequest(messages.invalidBody);
  /** @type {Record<string, unknown>} */
  const fields = /** @type {Record<string, unknown>} */ (source);

  /** @type {Record<string, string | null>} */
  const changes = {};
  for (const [field, { label, rule }] of Object.entries(EDITABLE_PROFILE_FIELDS)) {
    if (!(field in fields)) continue;
    const value = fields[field];
    if (value === null) {
      changes[field] = null;
      continue;
    }
    if (typeof value !== 'string') throw badRequest(messages.fieldInvalid(label));
    const trimmed = value.trim();
    const problem = validation.profileValueProblem(rule, trimmed);
    if (problem) throw badRequest(problem);
    changes[field] = trimmed;
  }
  return changes;
};

/** PUT /api/users/me: the caller updates nom, prenom, phone and address, nothing else. */
const updateMe =
  (/** @type {{ strapi: Strapi }} */ { strapi }) =>
  async (/** @type {StrapiContext} */ ctx) => {
    const caller = ctx.state.user;
    if (!caller) throw unauthorized(messages.loginRequired);

    const changes = pickProfileChanges(ctx.request.body);
    if (Object.keys(changes).length > 0) {
      await strapi.db.query(USER_UID).update({ where: { id: caller.id }, data: changes });
    }
    const user = await strapi.db.query(USER_UID).findOne({ where: { id: caller.id }, populate: ['role'] });
    const schema = strapi.getModel(USER_UID);
    ctx.body = await strapi.contentAPI.sanitize.output(user, schema, { auth: ctx.state.auth });
  };

module.exports = { updateMe, pickProfileChanges };
