'use strict';

const { FACET_FIELDS } = require('../../api/produit/services/facets');

/**
 * Public paths answered from the cache, and the content type each one reads.
 * @type {Record<string, string>}
 */
const PATH_TYPES = {
  produits: 'api::produit.produit',
  vehicules: 'api::vehicule.vehicule',
  articles: 'api::article.article',
  'article-categories': 'api::article-category.article-category',
  'faq-items': 'api::faq-item.faq-item',
  'legal-pages': 'api::legal-page.legal-page',
  stations: 'api::station.station',
  'ocm/poi': 'api::station.station',
};

const CACHED_PATHS =
  /^\/api\/(produits|vehicules|articles|article-categories|faq-items|legal-pages|stations|ocm\/poi|search)(\/|$)/;

/** The site search's answers (api/search): made from every searched type, emptied by a write of any. */
const SEARCH_PATHS = /^\/api\/search(\/suggest)?$/;

const MEDIA_UID = 'plugin::upload.file';

/** Content types whose writes purge the cache, and the types whose answers embed them. */
const CACHED_CONTENT_TYPES = [...new Set(Object.values(PATH_TYPES)), MEDIA_UID];
/** @type {Record<string, string[]>} */
const EMBEDDED_IN = {
  'api::article-category.article-category': ['api::article.article'],
  [MEDIA_UID]: [...new Set(Object.values(PATH_TYPES))],
};

/** Answers computed from many rows in a way no tag can follow: any write of the type purges them. */
const OPAQUE_PATHS = /^\/api\/ocm\/poi(\/|$)/;

/**
 * Answers that aggregate fields of the whole collection (not a list of documents).
 * @type {Record<string, { uid: string, fields: string[] }>}
 */
const AGGREGATES = { '/api/produits/facets': { uid: 'api::produit.produit', fields: FACET_FIELDS } };

/**
 * Fields that orders and reviews change many times a minute (a product's stock, rating and count,
 * and the update time a rating refresh sets). A cached answer keeps a hole for each of them in the
 * documents it lists, filled at each read from a small record per document: a write of these
 * fields only empties that record (live:<documentId>), not the lists and pages showing the
 * document. Only for types without draft and publish (one row per documentId).
 * @type {Record<string, string[]>}
 */
const LIVE_FIELDS = { 'api::produit.produit': ['stock', 'rating', 'reviewCount', 'updatedAt'] };

module.exports = {
  PATH_TYPES,
  CACHED_PATHS,
  CACHED_CONTENT_TYPES,
  EMBEDDED_IN,
  OPAQUE_PATHS,
  SEARCH_PATHS,
  AGGREGATES,
  LIVE_FIELDS,
};
