'use strict';

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

const AUTH_PUBLIC = [
  'plugin::users-permissions.auth.callback',
  'plugin::users-permissions.auth.connect',
  'plugin::users-permissions.auth.forgotPassword',
  'plugin::users-permissions.auth.resetPassword',
  'plugin::users-permissions.auth.register',
  'plugin::users-permissions.auth.emailConfirmation',
  'plugin::users-permissions.auth.sendEmailConfirmation',
  'plugin::users-permissions.auth.refresh',
];

const AUTH_SIGNED_IN = [
  'plugin::users-permissions.auth.logout',
  'plugin::users-permissions.auth.getSessions',
  'plugin::users-permissions.auth.revokeSession',
  'plugin::users-permissions.auth.changePassword',
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.user.updateMe',
];

/** @param {...string} uids */
const readable = (...uids) => uids.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]);

/** @param {...string} uids */
const creatable = (...uids) => uids.map((uid) => `${uid}.create`);

/** What anyone may do, signed in or not. */
const PUBLIC_ACTIONS = [
  ...AUTH_PUBLIC,
  ...readable(
    'api::produit.produit',
    'api::vehicule.vehicule',
    'api::article.article',
    'api::article-category.article-category',
    'api::faq-item.faq-item',
    'api::legal-page.legal-page',
    'api::station.station',
    'api::comment.comment',
    'api::station-review.station-review',
  ),
  'api::produit.produit.facets',
  'api::comment.comment.summary',
  'api::station.ocm.poi',
  'api::station.ocm.poiById',
  'api::order.order.track',
  ...creatable(
    'api::contact-message.contact-message',
    'api::test-drive-request.test-drive-request',
    'api::callback-request.callback-request',
    'api::quote-request.quote-request',
    'api::installation-request.installation-request',
    'api::newsletter.newsletter',
    'api::station-issue-report.station-issue-report',
    // Reaches the controller so that a visitor is told, in French, to sign in (401).
    'api::comment.comment',
    'api::station-review.station-review',
  ),
];

/** What a signed-in shopper may do on top of the public actions: only ever on their own records. */
const AUTHENTICATED_ACTIONS = [
  ...PUBLIC_ACTIONS,
  ...AUTH_SIGNED_IN,
  'api::order.order.find',
  'api::order.order.findOne',
  'api::order.order.create',
  'api::order.order.uploadPhoto',
  'api::order.order.cancel',
  'api::payment.payment.checkout',
  'api::invoice.invoice.download',
  'api::wishlist.wishlist.findMine',
  'api::wishlist.wishlist.replaceMine',
];

/** Editors also set the status of any order. */
const EDITOR_ACTIONS = [...AUTHENTICATED_ACTIONS, 'api::order.order.updateStatus'];

/** @type {ShopperRole[]} */
const ROLES = [
  { type: 'public', name: 'Public', description: 'Visiteur non connecté', actions: PUBLIC_ACTIONS },
  {
    type: 'authenticated',
    name: 'Authenticated',
    description: 'Client connecté',
    actions: AUTHENTICATED_ACTIONS,
  },
  {
    type: 'editor',
    name: 'Editor',
    description: 'Gestion des commandes et du contenu',
    actions: EDITOR_ACTIONS,
  },
];

/**
 * A users-permissions role and the actions it may take.
 * @typedef {{ type: string, name: string, description: string, actions: string[] }} ShopperRole
 */

/**
 * @param {Strapi} strapi
 * @param {ShopperRole} role
 * @returns {Promise<{ id: number }>}
 */
const ensureRole = async (strapi, { type, name, description }) => {
  const existing = await strapi.db.query(ROLE_UID).findOne({ where: { type } });
  if (existing) return existing;
  return strapi.db.query(ROLE_UID).create({ data: { type, name, description } });
};

/**
 * Makes each role's permissions exactly the table above: missing ones added, others removed.
 *
 * @param {Strapi} strapi
 */
const syncRolePermissions = async (strapi) => {
  for (const roleDefinition of ROLES) {
    const role = await ensureRole(strapi, roleDefinition);
    const wanted = new Set(roleDefinition.actions);
    /** @type {{ id: number, action: string }[]} */
    const current = await strapi.db.query(PERMISSION_UID).findMany({ where: { role: role.id } });
    const currentActions = new Set(current.map((permission) => permission.action));

    const stale = current
      .filter((permission) => !wanted.has(permission.action))
      .map((permission) => permission.id);
    if (stale.length > 0) await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: stale } } });

    for (const action of wanted) {
      if (!currentActions.has(action)) {
        await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
      }
    }
  }
};

module.exports = { syncRolePermissions, ROLES };
