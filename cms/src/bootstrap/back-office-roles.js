'use strict';

// The back office's admin roles, set at every start from here (never by hand): each role gets exactly
// the permissions listed, whatever was edited in the admin meanwhile.

const READ = 'plugin::content-manager.explorer.read';
const CREATE = 'plugin::content-manager.explorer.create';
const UPDATE = 'plugin::content-manager.explorer.update';
const DELETE = 'plugin::content-manager.explorer.delete';

const SECTION = 'api::section.section';
const RELEASE = 'api::release.release';
const CHANGE_LOG = 'api::change-log.change-log';

/** What editors write: the catalogue and the content pages. */
const EDITED = [
  'api::produit.produit',
  'api::vehicule.vehicule',
  'api::article.article',
  'api::article-category.article-category',
  'api::faq-item.faq-item',
];
/** What editors moderate: shoppers' comments and reviews, hidden or answered (nothing else of them). */
const MODERATED = ['api::comment.comment', 'api::station-review.station-review'];
const MODERATION_FIELDS = ['hidden', 'answer'];
/** The legal texts: one page per route of the site, so editors rewrite them but never add or remove one. */
const LEGAL_PAGE = 'api::legal-page.legal-page';
const LEGAL_FIELDS = ['title', 'description', 'body'];

const MEDIA_LIBRARY = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

/**
 * An admin permission as Strapi's role service assigns it.
 * @typedef {{ action: string, subject?: string, properties?: { fields: string[] }, conditions?: string[] }} AdminPermission
 */
/**
 * Makes the permission of `action` on `subject`, on `fields` or on every field it has.
 * @typedef {(action: string, subject: string, fields?: string[]) => AdminPermission} PermissionMaker
 */
/**
 * A back-office role: its code, name, description and permissions.
 * @typedef {{ code: string, name: string, description: string,
 *   permissions: (all: PermissionMaker) => AdminPermission[] }} BackOfficeRole
 */

/**
 * The roles by code (Strapi's own `strapi-editor` is the Editor role, given these permissions):
 * - Product owner: per environment, each section's enabled state and live version (a switch, checked
 *   as `pnpm rollback` is), the releases and the change log read; nothing else.
 * - Editor: the catalogue and content, the legal texts (rewritten, never added or removed), comment
 *   and review moderation, the media library.
 * - Order staff: the orders, read (their status actions come with the order state machine).
 *
 * @type {BackOfficeRole[]}
 */
const ROLES = [
  {
    code: 'chargemaroc-product-owner',
    name: 'Product owner',
    description: 'Sections et versions de chaque environnement, retour à une version précédente',
    permissions: (all) => [
      ...[SECTION, RELEASE, CHANGE_LOG].map((subject) => all(READ, subject)),
      all(UPDATE, SECTION, ['enabled', 'release']),
    ],
  },
  {
    code: 'strapi-editor',
    name: 'Editor',
    description: 'Catalogue, véhicules, articles, FAQ, textes légaux ; modération des commentaires et avis',
    permissions: (all) => [
      ...EDITED.flatMap((subject) => [READ, CREATE, UPDATE, DELETE].map((action) => all(action, subject))),
      ...MODERATED.flatMap((subject) => [all(READ, subject), all(UPDATE, subject, MODERATION_FIELDS)]),
      all(READ, LEGAL_PAGE),
      all(UPDATE, LEGAL_PAGE, LEGAL_FIELDS),
      ...MEDIA_LIBRARY.map((action) => ({ action })),
    ],
  },
  {
    code: 'chargemaroc-order-staff',
    name: 'Order staff',
    description: 'Commandes : consultation et suivi',
    // their actions go through the order state machine (src/bootstrap/order-staff.js), never a save
    permissions: (all) => [all(READ, 'api::order.order'), all(READ, CHANGE_LOG)],
  },
];

/** Demo accounts of the back office (README): demo credentials, not for production. */
const DEMO_ACCOUNTS = [
  {
    email: 'owner@chargemaroc.ma',
    password: 'Owner2026!',
    firstname: 'Salma',
    lastname: 'Bennani',
    role: 'chargemaroc-product-owner',
  },
  {
    email: 'editor@chargemaroc.ma',
    password: 'Editor2026!',
    firstname: 'Karim',
    lastname: 'Tazi',
    role: 'strapi-editor',
  },
  {
    email: 'staff@chargemaroc.ma',
    password: 'Staff2026!',
    firstname: 'Imane',
    lastname: 'Chraibi',
    role: 'chargemaroc-order-staff',
  },
];

/**
 * A content-manager permission on `subject`: on `fields`, or on every field it has.
 *
 * @param {Strapi} strapi
 * @returns {PermissionMaker}
 */
const permissionFor = (strapi) => (action, subject, fields) => ({
  action,
  subject,
  properties: {
    fields:
      fields ??
      strapi
        .service('admin::content-type')
        .getNestedFields(
          strapi.contentTypes[/** @type {import('@strapi/strapi').UID.ContentType} */ (subject)],
          {
            components: strapi.components,
          },
        ),
  },
  conditions: [],
});

/**
 * Creates or renames the roles and gives each exactly its permissions; answers their ids by code.
 *
 * @param {Strapi} strapi
 * @returns {Promise<Record<string, number>>}
 */
async function syncBackOfficeRoles(strapi) {
  const roles = strapi.service('admin::role');
  const all = permissionFor(strapi);
  /** @type {Record<string, number>} */
  const ids = {};
  for (const role of ROLES) {
    let found = await roles.findOne({ code: role.code });
    if (!found)
      found = await roles.create({ name: role.name, code: role.code, description: role.description });
    else if (found.name !== role.name || found.description !== role.description) {
      await roles.update({ id: found.id }, { name: role.name, description: role.description });
    }
    await roles.assignPermissions(found.id, role.permissions(all));
    ids[role.code] = found.id;
  }
  return ids;
}

/**
 * Adds the demo accounts that are missing and gives each its role.
 *
 * @param {Strapi} strapi
 * @param {Record<string, number>} roleIds
 */
async function seedBackOfficeAccounts(strapi, roleIds) {
  const users = strapi.service('admin::user');
  for (const account of DEMO_ACCOUNTS) {
    const { role, ...fields } = account;
    const existing = await strapi.db.query('admin::user').findOne({ where: { email: account.email } });
    if (existing) {
      await strapi.db
        .query('admin::user')
        .update({ where: { id: existing.id }, data: { roles: [roleIds[role]] } });
      continue;
    }
    await users.create({ ...fields, isActive: true, roles: [roleIds[role]] });
  }
}

module.exports = { syncBackOfficeRoles, seedBackOfficeAccounts, ROLES, DEMO_ACCOUNTS };
