'use strict';

const { KINDS, SOURCES, readSearchDocuments, toSearchDocument } = require('../../../search/documents');
const { SEARCHED_TYPES } = require('../../../search/documents');
const {
  buildSearchIndex,
  putDocument,
  removeDocument,
  searchIndex,
  searchedDocuments,
} = require('../../../search/search-index');
const { getRedis, redisKeyPrefix } = require('../../../lib/redis');

/** @typedef {import('../../../search/documents').SearchKind} SearchKind */
/** @typedef {import('../../../search/search-index').SearchIndex} SearchIndex */
/**
 * A written document of searched content: its kind and documentId.
 * @typedef {{ kind: SearchKind, documentId: string }} SearchChange
 */

/** How often, without Redis, the database is asked whether another process changed the content. */
const versionCheckMs = () => Number(process.env.SEARCH_VERSION_CHECK_MS) || 1000;
const generationKey = () => `${redisKeyPrefix()}search:generation`;

/**
 * The site search (docs/decisions/022-site-search.md): one in-memory index per CMS process over
 * products, vehicles, articles, stations and FAQ entries, built from the database and kept current:
 * - a write in this process (bootstrap/search-index) is applied to the index before the next
 *   answer: the written documents are read again and replace their old version;
 * - with Redis, every write counts in a shared generation; an answer first reads it, and a
 *   generation moved by another process rebuilds the index from the database before answering;
 * - without Redis, a digest of the searched tables is read at most every SEARCH_VERSION_CHECK_MS
 *   (default 1 s); when another process changed them, the index is rebuilt in the background.
 *
 * @param {{ strapi: Strapi }} context
 */
module.exports = ({ strapi }) => {
  /** @type {SearchIndex | null} */
  let engine = null;
  let fullBuildDue = true;
  /**
   * documents written here since they were last put in the index: id → { kind, documentId }
   * @type {Map<string, SearchChange>}
   */
  const pending = new Map();
  /**
   * writes noted while a background build reads the database, put again into its index
   * @type {SearchChange[] | null}
   */
  let notedDuringBuild = null;
  /** @type {Promise<void> | null} */
  let refreshing = null;
  /** @type {number | null} */
  let generationSeen = null;
  /** @type {string | null} */
  let digestSeen = null;
  let digestCheckedAt = 0;
  /** @type {Promise<unknown> | null} */
  let backgroundBuild = null;
  let redisFailing = false;
  /** changes applied to the index in place (the documents' JSON is made again after one) */
  let applied = 0;
  /** @type {{ engine: object, version: string, applied: number, json: string } | null} */
  let serialized = null;

  /** @returns {Promise<string>} */
  const digest = () => strapi.service('api::content-version.content-version').digestOf(SEARCHED_TYPES);

  const readGeneration = async () => {
    const redis = getRedis();
    if (!redis) return null;
    try {
      const value = Number(await redis.get(generationKey())) || 0;
      redisFailing = false;
      return value;
    } catch (error) {
      if (!redisFailing)
        strapi.log.warn(`Search generation unreadable, checking the database: ${error.message}`);
      redisFailing = true;
      return null;
    }
  };

  const buildNow = async () => {
    fullBuildDue = false;
    pending.clear();
    const [generation, version] = await Promise.all([readGeneration(), digest()]);
    const documents = await readSearchDocuments(strapi);
    engine = buildSearchIndex(documents);
    generationSeen = generation;
    digestSeen = version;
  };

  /**
   * Reads the documents `changes` name again and puts them in (or takes them out of) the index.
   *
   * @param {SearchChange[]} changes
   */
  const applyChanges = async (changes) => {
    /** @type {Map<SearchKind, string[]>} */
    const byKind = new Map();
    for (const { kind, documentId } of changes) byKind.set(kind, [...(byKind.get(kind) ?? []), documentId]);
    for (const [kind, documentIds] of byKind) {
      const { uid, select, populate } = SOURCES[kind];
      /** @type {({ documentId: string } & Record<string, unknown>)[]} */
      const rows = await strapi.db
        .query(/** @type {import('@strapi/strapi').UID.Schema} */ (uid))
        .findMany({ select, ...(populate ? { populate } : {}), where: { documentId: { $in: documentIds } } });
      const found = new Set(rows.map((row) => row.documentId));
      // changes are applied once the index is built (freshIndex), and it is never unset after
      const index = /** @type {SearchIndex} */ (engine);
      for (const row of rows) putDocument(index, toSearchDocument(kind, row));
      for (const documentId of documentIds)
        if (!found.has(documentId)) removeDocument(index, `${kind}:${documentId}`);
    }
    applied += 1;
  };

  const applyPending = async () => {
    const changes = [...pending.values()];
    pending.clear();
    try {
      await applyChanges(changes);
    } catch (error) {
      for (const change of changes) pending.set(`${change.kind}:${change.documentId}`, change);
      throw error;
    }
  };

  /**
   * Without Redis: another process's write shows in the tables' digest; the index is rebuilt beside
   * the one in use, which answers meanwhile, and the writes of this process seen during the build
   * are put in again.
   */
  const checkDigestInBackground = () => {
    if (getRedis() && !redisFailing) return;
    if (backgroundBuild || Date.now() - digestCheckedAt < versionCheckMs()) return;
    digestCheckedAt = Date.now();
    backgroundBuild = (async () => {
      const version = await digest();
      if (version === digestSeen) return;
      notedDuringBuild = [];
      const documents = await readSearchDocuments(strapi);
      const next = buildSearchIndex(documents);
      for (const change of notedDuringBuild) pending.set(`${change.kind}:${change.documentId}`, change);
      engine = next;
      digestSeen = version;
    })()
      .catch((error) => strapi.log.warn(`Search index not rebuilt: ${error.message}`))
      .finally(() => {
        notedDuringBuild = null;
        backgroundBuild = null;
      });
  };

  /** The index as the database stands, for this answer. */
  const freshIndex = async () => {
    const generation = await readGeneration();
    if (generation !== null && generationSeen !== null && generation > generationSeen) fullBuildDue = true;
    if (engine) checkDigestInBackground();
    while (fullBuildDue || !engine || pending.size > 0) {
      if (!refreshing) {
        refreshing = (fullBuildDue || !engine ? buildNow() : applyPending()).finally(() => {
          refreshing = null;
        });
      }
      await refreshing;
    }
    return engine;
  };

  return {
    KINDS,

    /**
     * Notes writes of searched content, once committed: `changes` lists { kind, documentId }, or
     * is null when the write does not say which documents (everything is read again).
     *
     * @param {SearchChange[] | null} changes
     */
    async noteWrites(changes) {
      if (changes) {
        for (const change of changes) pending.set(`${change.kind}:${change.documentId}`, change);
        notedDuringBuild?.push(...changes);
      } else {
        fullBuildDue = true;
      }
      const redis = getRedis();
      if (!redis) return;
      try {
        const generation = await redis.incr(generationKey());
        // this write alone since the index was read: applying it is enough
        if (generationSeen !== null && generation === generationSeen + 1) generationSeen = generation;
        else fullBuildDue = true;
      } catch (error) {
        strapi.log.warn(`Search generation not counted: ${error.message}`);
      }
    },

    /**
     * Results of `query` grouped by kind (search-index.js searchIndex).
     *
     * @param {string} query
     * @param {{ kinds?: string[], limit?: number, spell?: boolean }} [options]
     */
    async search(query, options) {
      return searchIndex(await freshIndex(), query, options);
    },

    /**
     * Every document of the index as it stands, as JSON (`{ version, documents }`), tagged with the
     * content version read before the index was brought up to date: the origin builds the same
     * index from it (docs/decisions/022-site-search.md). Serialized once per state of the index.
     */
    async documentsJson() {
      const version = await strapi.service('api::content-version.content-version').pageVersion();
      const current = await freshIndex();
      const kept = serialized;
      if (kept && kept.engine === current && kept.version === version && kept.applied === applied)
        return kept.json;
      const json = JSON.stringify({ version, documents: searchedDocuments(current) });
      serialized = { engine: current, version, applied, json };
      return json;
    },

    /**
     * The documentIds of the `kind` documents matching `query`, best first.
     *
     * @param {SearchKind} kind
     * @param {string} query
     * @param {number} [limit]
     */
    async documentIds(kind, query, limit = 1000) {
      const { groups } = searchIndex(await freshIndex(), query, { kinds: [kind], limit, spell: false });
      return groups.flatMap((group) => group.results.map((result) => result.id));
    },
  };
};
