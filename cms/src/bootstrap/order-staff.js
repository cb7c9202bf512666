'use strict';

// Order staff in the back office (docs/decisions/021-order-state-machine.md): they move an order
// only through the state machine's actions, on the admin's own API (/admin/order-staff/…, the admin
// sign-in, the Order staff role); nobody edits an order's fields, in the admin or anywhere else.
const messages = require('../messages');
const { errorBody, forbidden } = require('../utils/domain-error');

const ORDER = 'api::order.order';
const ORDER_STAFF_ROLE = 'chargemaroc-order-staff';
const SUPER_ADMIN_ROLE = 'strapi-super-admin';

/** Every write of the document service (the content manager's save, delete, clone…). */
const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);

/**
 * An admin user as the admin's authentication puts it on the request's state.
 * @typedef {{ firstname?: string | null, lastname?: string | null, email: string, roles?: { code: string }[] }} AdminUser
 */

/**
 * Orders are written by the order service alone (checkout, payment, the state machine's actions).
 *
 * @param {Strapi} strapi
 */
function refuseOrderEdits(strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid === ORDER && WRITES.has(context.action)) throw forbidden(messages.orderEditRefused);
    return next();
  });
}

/**
 * How the change log names an admin user: name and e-mail.
 *
 * @param {AdminUser} user
 */
const adminName = (user) => {
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return name ? `${name} (${user.email})` : user.email;
};

/** @param {AdminUser | undefined} user */
const isOrderStaff = (user) =>
  Array.isArray(user?.roles) &&
  (user.roles ?? []).some((role) => role.code === ORDER_STAFF_ROLE || role.code === SUPER_ADMIN_ROLE);

/**
 * Order staff (and super admins) only; anyone else signed in to the admin gets a French 403.
 *
 * @param {(ctx: StrapiContext) => Promise<void>} handler
 * @returns {(ctx: StrapiContext) => Promise<void>}
 */
const staffOnly = (handler) => async (ctx) => {
  if (!isOrderStaff(ctx.state.user)) {
    ctx.status = 403;
    ctx.body = errorBody(403, 'ForbiddenError', messages.orderStaffOnly);
    return;
  }
  await handler(ctx);
};

/** @param {Strapi} strapi */
const orders = (strapi) => strapi.service(ORDER);

/** @param {Strapi} strapi */
function orderStaffRoutes(strapi) {
  const config = { policies: ['admin::isAuthenticatedAdmin'] };
  /** @type {import('@strapi/strapi').Core.RouteInput[]} */
  const routes = [
    {
      method: 'GET',
      path: '/order-staff/orders/:documentId',
      config,
      handler: staffOnly(async (ctx) => {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { data: await orders(strapi).findForStaff(ctx.params.documentId) };
      }),
    },
    {
      method: 'POST',
      path: '/order-staff/orders/:documentId/actions/:action',
      config,
      handler: staffOnly(async (ctx) => {
        const sent = ctx.request.body;
        /** @type {{ trackingNumber?: unknown }} */
        const body = sent && typeof sent === 'object' ? sent : {};
        ctx.body = {
          data: await orders(strapi).actForStaff(
            ctx.params.documentId,
            ctx.params.action,
            { trackingNumber: body.trackingNumber },
            adminName(ctx.state.user),
          ),
        };
      }),
    },
  ];
  strapi.server.routes({
    type: 'admin',
    prefix: '/admin',
    // Strapi fills each route's info in from the router's type
    routes: /** @type {import('@strapi/strapi').Core.Route[]} */ (routes),
  });
}

/**
 * Before the routes are mounted.
 *
 * @param {Strapi} strapi
 */
function registerOrderStaff(strapi) {
  refuseOrderEdits(strapi);
  orderStaffRoutes(strapi);
}

/**
 * The content manager shows every field of an order read-only, for every role (super admins too):
 * the document service would refuse the save anyway. Its list shows reference, status and total.
 *
 * @param {Strapi} strapi
 */
async function showOrdersReadOnly(strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const contentType = contentTypes.findContentType(ORDER);
  /** @type {import('./sections').AdminViewConfiguration} */
  const configuration = await contentTypes.findConfiguration(contentType);
  const metadatas = Object.fromEntries(
    Object.entries(configuration.metadatas).map(([field, metadata]) => [
      field,
      { ...metadata, edit: { ...metadata.edit, editable: false } },
    ]),
  );
  const list = ['orderId', 'status', 'paymentStatus', 'total', 'createdAt'];
  await contentTypes.updateConfiguration(contentType, {
    settings: {
      ...configuration.settings,
      mainField: 'orderId',
      defaultSortBy: 'createdAt',
      defaultSortOrder: 'DESC',
    },
    metadatas,
    layouts: { ...configuration.layouts, list },
  });
}

module.exports = { registerOrderStaff, showOrdersReadOnly, ORDER_STAFF_ROLE };
