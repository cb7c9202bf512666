'use strict';

/** The kinds of documents the site search finds, in the order their groups are shown. */
const KINDS = ['product', 'vehicle', 'article', 'station', 'help'];

/** Words a shopper may type for a product category (the shop's French names, cms side). */
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

const words = (...values) =>
  values
    .flat()
    .filter((value) => value !== null && value !== undefined && value !== '')
    .map(String)
    .join(' ');

const list = (value) => (Array.isArray(value) ? value : []);
const number = (value) => (value === null || value === undefined || value === '' ? null : Number(value));

/**
 * Where each kind comes from and what is indexed of it: `title` (the name, weighted most), `brand`,
 * `keywords` (categories, tags, connectors, city) and `body` (descriptions). What a result shows
 * (title, url, price, city, detail) is kept beside the index.
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
        CATEGORY_WORDS[row.category],
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
        url: `/carte-bornes?station=${encodeURIComponent(row.ocmId)}`,
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

/** The search kind of a content type, or undefined. */
const kindOfType = (uid) => KINDS.find((kind) => SOURCES[kind].uid === uid);

/** One search document from a database row of `kind`. */
const toSearchDocument = (kind, row) => ({
  id: `${kind}:${row.documentId}`,
  kind,
  documentId: row.documentId,
  ...SOURCES[kind].toDocument(row),
});

/** Every searchable document, read from the database. */
const readSearchDocuments = async (strapi) => {
  const rowsOfKinds = await Promise.all(
    KINDS.map((kind) => {
      const { uid, select, populate } = SOURCES[kind];
      return strapi.db.query(uid).findMany({ select, ...(populate ? { populate } : {}) });
    }),
  );
  return KINDS.flatMap((kind, index) =>
    rowsOfKinds[index].filter((row) => row.documentId).map((row) => toSearchDocument(kind, row)),
  );
};

module.exports = { KINDS, SOURCES, SEARCHED_TYPES, kindOfType, toSearchDocument, readSearchDocuments };
