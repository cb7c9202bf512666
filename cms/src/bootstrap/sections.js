'use strict';

const crypto = require('node:crypto');
const messages = require('../messages');
const { badRequest, conflict, errorBody, forbidden } = require('../utils/domain-error');
const { ENVIRONMENTS } = require('../lib/release-store');

const SECTION = 'api::section.section';
const RELEASE = 'api::release.release';
const CHANGE_LOG = 'api::change-log.change-log';

/** What a product owner's save may change on a section; the rest is the switch's own record. */
const WRITES = new Set(['update', 'create', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);

/**
 * @param {unknown} given
 * @param {string | undefined} expected
 */
const sameSecret = (given, expected) => {
  if (typeof given !== 'string' || !expected) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/**
 * A relation payload of the content manager, the parts read here.
 * @typedef {{ id?: unknown, documentId?: unknown, set?: unknown, connect?: unknown, disconnect?: unknown }} RelationPayload
 */

/**
 * The release a content-manager save names in its relation payload; undefined when untouched.
 * Answers {id, documentId} (either may be missing), an id or documentId as given, or null for none.
 *
 * @param {unknown} payload
 * @returns {unknown}
 */
function chosenRelease(payload) {
  if (payload === undefined) return undefined;
  if (payload === null) return null;
  /** @param {unknown} entry */
  const pick = (entry) => {
    if (typeof entry !== 'object' || entry === null) return entry;
    const { id, documentId } = /** @type {RelationPayload} */ (entry);
    return { id, documentId };
  };
  if (Array.isArray(payload)) return payload.length === 0 ? null : pick(payload[0]);
  if (typeof payload === 'object') {
    const relation = /** @type {RelationPayload} */ (payload);
    if (Array.isArray(relation.set)) return relation.set.length === 0 ? null : pick(relation.set[0]);
    if (Array.isArray(relation.connect) && relation.connect.length > 0) return pick(relation.connect.at(-1));
    if (Array.isArray(relation.disconnect) && relation.disconnect.length > 0) return null;
    if (relation.id !== undefined || relation.documentId !== undefined) return pick(payload);
    return undefined;
  }
  return payload;
}

/**
 * The release a chosen reference names (chosenRelease), or null.
 *
 * @param {Strapi} strapi
 * @param {unknown} reference an object with id or documentId, an id, or a documentId
 */
async function findRelease(strapi, reference) {
  const named = /** @type {RelationPayload} */ (reference);
  const where =
    typeof reference === 'object'
      ? named.documentId
        ? { documentId: named.documentId }
        : { id: named.id }
      : typeof reference === 'number' || /^\d+$/.test(String(reference))
        ? { id: Number(reference) }
        : { documentId: String(reference) };
  return strapi.db.query(RELEASE).findOne({ where });
}

/**
 * Who saved, as the change log names them: the admin user's name and e-mail.
 *
 * @param {Strapi} strapi
 */
function adminName(strapi) {
  /** @type {import('./order-staff').AdminUser | undefined} */
  const user = strapi.requestContext.get()?.state?.user;
  if (!user) return 'back-office';
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return name ? `${name} (${user.email})` : user.email;
}

/**
 * A product owner's save of a section in the admin: the chosen release (or the enabled switch)
 * goes live through the same checks as `pnpm rollback`, recorded in the change log; refused in
 * French, and nothing changed, when a check fails.
 *
 * @param {Strapi} strapi
 * @param {{ params: { documentId?: string, data?: Record<string, unknown> } }} context an update's
 * @param {StrapiDocumentNext} next
 */
async function switchFromAdmin(strapi, context, next) {
  const { documentId, data = {} } = context.params;
  const row = await strapi.db.query(SECTION).findOne({ where: { documentId }, populate: ['release'] });
  if (!row) return next();
  const reference = chosenRelease(data.release);
  const release = reference === undefined ? row.release : reference && (await findRelease(strapi, reference));
  if (reference !== undefined && !release) throw badRequest(messages.sectionReleaseRequired);
  if (release && release.app !== row.app) {
    throw badRequest(messages.sectionReleaseOfAnotherApp(release.version, row.app));
  }
  const enabled =
    'enabled' in data ? data.enabled !== false && data.enabled !== 'false' : row.enabled !== false;
  if (row.app === 'shell' && !enabled) throw badRequest(messages.sectionShellAlwaysOn);
  const version = release?.version ?? row.version;

  const sections = strapi.service('api::section.section');
  const before = await sections.readSet(row.environment);
  if (version !== row.version) {
    const problems = await strapi
      .service('api::section.release-checks')
      .problemsOfSwitch({ app: row.app, version, environment: row.environment });
    if (problems.length > 0) {
      throw badRequest(`${messages.sectionSwitchRefused} : ${problems.join(' ')}`, { problems });
    }
  }
  /** @type {{ version: string }[]} */
  const history = row.history ?? [];
  const wasLive = history.some((entry) => entry.version === version);
  const action =
    version !== row.version ? (wasLive ? 'rollback' : 'release') : enabled ? 'enable' : 'disable';
  try {
    await sections.applyChange(
      row.environment,
      { [row.app]: { version, enabled, ...(version ? {} : { manifest: row.manifest }) } },
      { by: adminName(strapi), action, expectedRevision: before?.revision ?? 0 },
    );
  } catch (error) {
    if (error instanceof sections.SectionConflict)
      throw conflict(messages.sectionChangedMeanwhile(row.environment));
    throw error;
  }
  // the switch wrote every field; the content manager's own update only answers the document
  context.params.data = {};
  return next();
}

/**
 * The admin may read releases and the change log, never write them; sections only through a switch.
 *
 * @param {Strapi} strapi
 */
function guardBackOfficeContent(strapi) {
  strapi.documents.use(async (context, next) => {
    if (!WRITES.has(context.action)) return next();
    if (context.uid === CHANGE_LOG && context.action !== 'create')
      throw forbidden(messages.changeLogAppendOnly);
    if (context.uid === RELEASE) throw forbidden(messages.sectionsComeFromReleases);
    if (context.uid === SECTION) {
      if (context.action === 'update')
        return switchFromAdmin(
          strapi,
          /** @type {Parameters<typeof switchFromAdmin>[1]} */ (/** @type {unknown} */ (context)),
          next,
        );
      throw forbidden(messages.sectionsComeFromReleases);
    }
    return next();
  });
}

/**
 * The endpoints of the origin's CMS-backed pointer store (shell/server/releases/cms-pointer-store.mjs),
 * outside /api, which the origin does not proxy: read by every origin worker each second, written by
 * `pnpm release` / `pnpm rollback` with RELEASES_SECRET (they ran their checks before).
 *
 * @param {Strapi} strapi
 */
function internalRoutes(strapi) {
  /**
   * The environment the address names, or null once answered 404.
   *
   * @param {StrapiContext} ctx
   * @returns {string | null}
   */
  const environmentOf = (ctx) => {
    const { environment } = ctx.params;
    if (!ENVIRONMENTS.includes(environment)) {
      ctx.status = 404;
      ctx.body = errorBody(404, 'NotFoundError', `Environnement inconnu : ${environment}`);
      return null;
    }
    return environment;
  };
  const sections = () => strapi.service('api::section.section');

  /** @type {import('@strapi/strapi').Core.RouteInput[]} */
  const routes = [
    {
      method: 'GET',
      path: '/_releases/environments/:environment',
      config: { auth: false },
      handler: async (ctx) => {
        const environment = environmentOf(ctx);
        if (!environment) return;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { set: await sections().readSet(environment) };
      },
    },
    {
      method: 'POST',
      path: '/_releases/environments/:environment',
      config: { auth: false },
      handler: async (ctx) => {
        if (!sameSecret(ctx.get('x-releases-secret'), process.env.RELEASES_SECRET)) {
          ctx.status = 403;
          ctx.body = errorBody(403, 'ForbiddenError', messages.releasesSecretRefused);
          return;
        }
        const environment = environmentOf(ctx);
        if (!environment) return;
        /** @type {{ apps?: unknown, expectedRevision?: unknown, by?: unknown, action?: unknown }} */
        const { apps, expectedRevision, by, action } = ctx.request.body ?? {};
        if (!apps || typeof apps !== 'object' || typeof by !== 'string' || typeof action !== 'string') {
          ctx.status = 400;
          ctx.body = errorBody(400, 'ValidationError', messages.invalidBody);
          return;
        }
        await strapi.service('api::release.release').syncFromStore();
        try {
          ctx.body = {
            // a revision other than the environment's (whatever its type) is refused as a conflict
            set: await sections().applyChange(environment, apps, {
              by,
              action,
              expectedRevision: /** @type {number | undefined} */ (expectedRevision),
            }),
          };
        } catch (error) {
          if (!(error instanceof sections().SectionConflict)) throw error;
          ctx.status = 409;
          ctx.body = errorBody(409, 'ConflictError', messages.sectionChangedMeanwhile(environment));
        }
      },
    },
    {
      method: 'GET',
      path: '/_releases/environments/:environment/log',
      config: { auth: false },
      handler: async (ctx) => {
        const environment = environmentOf(ctx);
        if (!environment) return;
        const entries = await strapi.service(CHANGE_LOG).list({ subject: 'section', environment });
        ctx.set('Cache-Control', 'no-store');
        ctx.body = {
          entries: entries.map(
            (/** @type {import('../api/change-log/services/change-log').ChangeLogEntry} */ entry) => ({
              at: new Date(entry.at).toISOString(),
              environment,
              by: entry.by,
              action: entry.action,
              app: entry.target,
              from: entry.before,
              to: entry.after,
            }),
          ),
        };
      },
    },
  ];
  // Strapi fills each route's info in from the router's type
  strapi.server.routes(/** @type {import('@strapi/strapi').Core.Route[]} */ (routes));
}

/**
 * Registered before the routes are mounted: the store's endpoints and the admin's write rules.
 *
 * @param {Strapi} strapi
 */
function registerSections(strapi) {
  internalRoutes(strapi);
  guardBackOfficeContent(strapi);
}

/** How the admin lists them: what a product owner reads first, the newest changes and releases on top. */
const ADMIN_VIEWS = {
  [SECTION]: {
    mainField: 'name',
    sortBy: 'name',
    order: 'ASC',
    list: ['name', 'enabled', 'version', 'switchedBy'],
  },
  [RELEASE]: {
    mainField: 'label',
    sortBy: 'releasedAt',
    order: 'DESC',
    list: ['label', 'releasedAt', 'commit'],
  },
  [CHANGE_LOG]: {
    mainField: 'summary',
    sortBy: 'at',
    order: 'DESC',
    list: ['summary', 'by', 'at', 'environment'],
  },
};

/**
 * The content manager's view of a type (the parts changed here).
 * @typedef {{ uid?: string, settings: object, layouts: object, metadatas: Record<string, { edit: object }> }} AdminViewConfiguration
 */

/** @param {Strapi} strapi */
async function configureAdminViews(strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const [uid, view] of Object.entries(ADMIN_VIEWS)) {
    const contentType = contentTypes.findContentType(uid);
    /** @type {AdminViewConfiguration} */
    const configuration = await contentTypes.findConfiguration(contentType);
    delete configuration.uid;
    await contentTypes.updateConfiguration(contentType, {
      ...configuration,
      settings: {
        ...configuration.settings,
        mainField: view.mainField,
        defaultSortBy: view.sortBy,
        defaultSortOrder: view.order,
      },
      layouts: { ...configuration.layouts, list: view.list },
    });
  }
}

/**
 * At every start: the releases copied from the store, and the store's newer environment copies taken in.
 *
 * @param {Strapi} strapi
 */
async function syncSections(strapi) {
  await configureAdminViews(strapi);
  await strapi.service('api::release.release').syncFromStore();
  await strapi.service('api::section.section').adoptStoreCopies();
}

module.exports = { registerSections, syncSections, chosenRelease };
