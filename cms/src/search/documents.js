'use strict';

/** @typedef {'product' | 'vehicle' | 'article' | 'station' | 'help'} SearchKind */

/**
 * The kinds of documents the site search finds, in the order their groups are shown.
 * @type {SearchKind[]}
 */
const KINDS = ['product', 'vehicle', 'article', 'station', 'help'];

/**
 * A database row's field as the search reads it: text, a number, a list of tags, or nothing.
 * @typedef {string | number | string[] | null | undefined} RowValue
 */
/**
 * A product's row (api::produit.produit), the fields selected.
 * @typedef {{ documentId: string, Name?: string | null, Brand?: string | null, Description?: string | null,
 *   category?: string | null, tags?: string[] | null, price?: number | string | null,
 *   Puissancedecharge?: RowValue, Connectivite?: RowValue, Cable?: RowValue }} ProductRow
 */
/**
 * A vehicle's row (api::vehicule.vehicule), the fields selected.
 * @typedef {{ documentId: string, FullName?: string | null, Brand?: string | null, Marque?: string | null,
 *   Modele?: string | null, Categorie?: string | null, Motorisation?: string | null, ConnecteurAC?: RowValue,
 *   ConnecteurDC?: RowValue, Tags?: string[] | null, Description?: string | null,
 *   Prix?: number | string | null }} VehicleRow
 */
/**
 * An article's row (api::article.article) with its category's name.
 * @typedef {{ documentId: string, title?: string | null, slug?: string | null, excerpt?: string | null,
 *   content?: string | null, tags?: string[] | null, category?: { name?: string | null } | null }} ArticleRow
 */
/**
 * A station's row (api::station.station) with its Open Charge Map record.
 * @typedef {{ documentId: string, ocmId?: number | string | null, title?: string | null, town?: string | null,
 *   operator?: string | null, ocm?: import('../api/station/services/poi-query').OcmPoi | null }} StationRow
 */
/**
 * A help question's row (api::faq-item.faq-item).
 * @typedef {{ documentId: string, question?: string | null, answer?: string | null,
 *   category?: string | null }} HelpRow
 */
/**
 * What is indexed of a document and what its result shows.
 * @typedef {object} DocumentFields
 * @property {string | null | undefined} title
 * @property {string | null | undefined} brand
 * @property {string} keywords
 * @property {string | null | undefined} body
 * @property {string} url
 * @property {number | null} price
 * @property {string | null} [city]
 * @property {string | null} detail
 */
/**
 * A document of the site search: its id (`kind:documentId`), kind and documentId, and its fields.
 * @typedef {{ id: string, kind: SearchKind, documentId: string } & DocumentFields} SearchDocument
 */
/**
 * Where a kind comes from and how a row becomes its document.
 * @template Row
 * @typedef {{ uid: string, select: string[], populate?: Record<string, unknown>,
 *   toDocument: (row: Row) => DocumentFields }} Source
 */

/**
 * Words a shopper may type for a product category (the shop's French names, cms side).
 * @type {Record<string, string>}
 */
const CATEGORY_WORDS = {
  stations: 'bornes de recharge',
  portable: 'chargeurs portables',
  wallbox: 'wallbox borne murale',
  residential: 'résidentiel maison',
  commercial: 'commercial entreprise',
  cables: 'câbles',
  adapters: 'adaptateurs',
  extensions: 'rallonges',
  accessories: 'accessoires',
};

/** @param {...(RowValue | RowValue[])} values */
const words = (...values) =>
  values
    .flat()
    .filter((value) => value !== null && value !== undefined && value !== '')
    .map(String)
    .join(' ');

/**
 * @template T
 * @param {T[] | null | undefined} value
 * @returns {T[]}
 */
const list = (value) => (Array.isArray(value) ? value : []);
/** @param {number | string | null | undefined} value */
const number = (value) => (value === null || value === undefined || value === '' ? null : Number(value));

/**
 * Where each kind comes from and what is indexed of it: `title` (the name, weighted most), `brand`,
 * `keywords` (categories, tags, connectors, city) and `body` (descriptions). What a result shows
 * (title, url, price, city, detail) is kept beside the index.
 *
 * @type {{ product: Source<ProductRow>, vehicle: Source<VehicleRow>, article: Source<ArticleRow>,
 *   station: Source<StationRow>, help: Source<HelpRow> }}
 */
const SOURCES = {
  product: {
    uid: 'api::produit.produit',
    select: [
      'documentId',
      'Name',
      'Brand',
      'Description',
      'category',
      'tags',
      'price',
      'Puissancedecharge',
      'Connectivite',
      'Cable',
    ],
    toDocument: (row) => ({
      title: row.Name,
      brand: row.Brand,
      keywords: words(
        row.category,
        row.category ? CATEGORY_WORDS[row.category] : undefined,
        list(row.tags),
        row.Puissancedecharge,
        row.Connectivite,
        row.Cable,
      ),
      body: row.Description,
      url: `/produit/${encodeURIComponent(row.documentId)}`,
      price: number(row.price),
      detail: row.Brand ?? null,
    }),
  },
  vehicle: {
    uid: 'api::vehicule.vehicule',
    select: [
      'documentId',
      'FullName',
      'Brand',
      'Marque',
      'Modele',
      'Categorie',
      'Motorisation',
      'ConnecteurAC',
      'ConnecteurDC',
      'Tags',
      'Description',
      'Prix',
    ],
    toDocument: (row) => ({
      title: row.FullName,
      brand: words(row.Brand, row.Marque !== row.Brand ? row.Marque : null),
      keywords: words(
        row.Modele,
        row.Categorie,
        row.Motorisation,
        row.ConnecteurAC,
        row.ConnecteurDC,
        list(row.Tags),
      ),
      body: row.Description,
      url: `/vehicule-electrique/${encodeURIComponent(row.documentId)}`,
      price: number(row.Prix),
      detail: row.Categorie ?? null,
    }),
  },
  article: {
    uid: 'api::article.article',
    select: ['documentId', 'title', 'slug', 'excerpt', 'content', 'tags'],
    populate: { category: { select: ['name'] } },
    toDocument: (row) => ({
      title: row.title,
      brand: '',
      keywords: words(row.category?.name, list(row.tags)),
      body: words(row.excerpt, row.content),
      url: `/blog/${encodeURIComponent(row.slug ?? row.documentId)}`,
      price: null,
      detail: row.category?.name ?? null,
    }),
  },
  station: {
    uid: 'api::station.station',
    select: ['documentId', 'ocmId', 'title', 'town', 'operator', 'ocm'],
    toDocument: (row) => {
      /** @type {import('../api/station/services/poi-query').OcmAddress} */
      const address = row.ocm?.AddressInfo ?? {};
      const connectors = list(row.ocm?.Connections).map((connection) => connection?.ConnectionType?.Title);
      const town = row.town ?? address.Town ?? null;
      return {
        title: row.title ?? address.Title,
        brand: row.operator ?? row.ocm?.OperatorInfo?.Title,
        keywords: words(town, address.StateOrProvince, connectors),
        body: words(
          address.AddressLine1,
          address.AddressLine2,
          row.ocm?.UsageType?.Title,
          row.ocm?.GeneralComments,
        ),
        url: `/carte-bornes?station=${encodeURIComponent(String(row.ocmId))}`,
        price: null,
        city: town,
        detail: row.operator ?? null,
      };
    },
  },
  help: {
    uid: 'api::faq-item.faq-item',
    select: ['documentId', 'question', 'answer', 'category'],
    toDocument: (row) => ({
      title: row.question,
      brand: '',
      keywords: row.category ?? '',
      body: row.answer,
      url: `/faq?q=${encodeURIComponent(row.question ?? '')}`,
      price: null,
      detail: null,
    }),
  },
};

/** The content types the search reads (a write to one may change an answer). */
const SEARCHED_TYPES = [
  ...Object.values(SOURCES).map((source) => source.uid),
  'api::article-category.article-category',
];

/**
 * The search kind of a content type, or undefined.
 *
 * @param {string} uid
 */
const kindOfType = (uid) => KINDS.find((kind) => SOURCES[kind].uid === uid);

/**
 * One search document from a database row of `kind` (a row of the kind's type, its fields selected).
 *
 * @param {SearchKind} kind
 * @param {{ documentId: string } & Record<string, unknown>} row
 * @returns {SearchDocument}
 */
const toSearchDocument = (kind, row) => ({
  id: `${kind}:${row.documentId}`,
  kind,
  documentId: row.documentId,
  .../** @type {Source<{ documentId: string } & Record<string, unknown>>} */ (SOURCES[kind]).toDocument(row),
});

/**
 * Every searchable document, read from the database.
 *
 * @param {Strapi} strapi
 */
const readSearchDocuments = async (strapi) => {
  const rowsOfKinds = await Promise.all(
    KINDS.map((kind) => {
      const { uid, select, populate } = SOURCES[kind];
      /** @type {Promise<({ documentId: string } & Record<string, unknown>)[]>} */
      const rows = strapi.db
        .query(/** @type {import('@strapi/strapi').UID.Schema} */ (uid))
        .findMany({ select, ...(populate ? { populate } : {}) });
      return rows;
    }),
  );
  return KINDS.flatMap((kind, index) =>
    rowsOfKinds[index].filter((row) => row.documentId).map((row) => toSearchDocument(kind, row)),
  );
};

module.exports = { KINDS, SOURCES, SEARCHED_TYPES, kindOfType, toSearchDocument, readSearchDocuments };
