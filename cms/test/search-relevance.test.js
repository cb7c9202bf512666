'use strict';

// The site search's folding and relevance on the demo content (cms/data), without a CMS: each
// query of the table must put the expected document first among its kind.
const assert = require('node:assert/strict');
const path = require('node:path');
const { describe, it } = require('node:test');
const { foldText, termOf, tokenize } = require('../src/search/text');
const { toSearchDocument } = require('../src/search/documents');
const { buildSearchIndex, putDocument, removeDocument, searchIndex } = require('../src/search/search-index');

const DATA = path.join(__dirname, '..', 'data');
const read = (file) => require(path.join(DATA, file));

/** The demo content as the search reads it from the database (documentId = slug or position). */
const demoDocuments = () => [
  ...read('seed/products.json').map((row, index) =>
    toSearchDocument('product', { documentId: `p${index}`, ...row }),
  ),
  ...read('seed/vehicles.json').map((row, index) =>
    toSearchDocument('vehicle', { documentId: `v${index}`, ...row }),
  ),
  ...read('seed/articles.json').map((row, index) =>
    toSearchDocument('article', { documentId: `a${index}`, ...row, category: { name: row.category } }),
  ),
  ...read('ocm/morocco-poi.json').map((poi) =>
    toSearchDocument('station', {
      documentId: `s${poi.ID}`,
      ocmId: poi.ID,
      title: poi.AddressInfo?.Title,
      town: poi.AddressInfo?.Town?.trim(),
      operator: poi.OperatorInfo?.Title,
      ocm: poi,
    }),
  ),
  ...read('seed/faq.json').map((row, index) => toSearchDocument('help', { documentId: `f${index}`, ...row })),
];

const engine = buildSearchIndex(demoDocuments());
const first = (query, kind) => searchIndex(engine, query, { kinds: [kind], limit: 5 }).groups[0]?.results[0];
const titles = (query, kind, limit = 5) =>
  (searchIndex(engine, query, { kinds: [kind], limit }).groups[0]?.results ?? []).map(
    (result) => result.title,
  );

describe('search text folding', () => {
  it('folds case, accents and ligatures', () => {
    assert.equal(foldText('Câble ÉLECTRIQUE Œuvre Fès'), 'cable electrique oeuvre fes');
  });

  it('splits elisions and punctuation, and gives singular and plural one term', () => {
    assert.deepEqual(tokenize('L’installation d’une borne, 22 kW'), [
      'l',
      'installation',
      'd',
      'une',
      'borne',
      '22',
      'kw',
    ]);
    assert.equal(termOf('cables'), termOf('cable'));
    assert.equal(termOf(foldText('câbles')), termOf('cable'));
    assert.equal(termOf('electriques'), termOf(foldText('électrique')));
    assert.equal(termOf('de'), null);
  });
});

describe('search relevance on the demo content', () => {
  /** @type {[string, string, RegExp][]} */
  const table = [
    // query, kind, what the first result's title must match
    ['cable', 'product', /^Câble/],
    ['câble', 'product', /^Câble/],
    ['CABLES', 'product', /^Câble/],
    ['electrique', 'article', /électrique/i],
    ['wallbxo', 'product', /Wallbox|Pulsar|Commander|Copper/],
    ['tesla', 'vehicle', /^Tesla/],
    ['tesla', 'product', /Wall Connector/],
    ['tesla', 'station', /Supercharger/],
    ['casablanca', 'station', /Casablanca/],
    ['solaire', 'article', /solaire/i],
    ['livraison', 'help', /livraison/],
    ['pulsar plus', 'product', /^Pulsar Plus/],
    ['puls', 'product', /^Pulsar/],
    ['renault zoe', 'vehicle', /^Renault/],
    // typos, scaled to the word's length, the first letter kept
    ['cabel', 'product', /^Câble/],
    ['casablnca', 'station', /Casablanca/],
    ['livrasion', 'help', /livraison/],
    ['electrqiue', 'article', /électrique/i],
    ['tesal', 'vehicle', /^Tesla/],
  ];
  for (const [query, kind, expected] of table) {
    it(`'${query}' puts ${expected} first among the ${kind}s`, () => {
      const result = first(query, kind);
      assert.ok(result, `no ${kind} for '${query}'`);
      assert.match(result.title, expected);
    });
  }

  // the examples: the query, the kind shown first, what its first result's title must match
  /** @type {[string, string, RegExp][]} */
  const firstKinds = [
    ['cable', 'product', /^Câble/],
    ['wallbxo', 'product', /Wallbox/],
    ['tesla', 'vehicle', /^Tesla/],
    ['casablanca', 'station', /Casablanca/],
    ['solaire', 'article', /solaire/i],
    ['livraison', 'help', /livraison/],
  ];
  for (const [query, kind, expected] of firstKinds) {
    it(`'${query}' shows the ${kind}s first, ${expected} at their head`, () => {
      const [group] = searchIndex(engine, query).groups;
      assert.equal(group?.kind, kind);
      assert.match(group.results[0].title, expected);
    });
  }

  const nonsense = [
    'zzzz introuvable',
    'introuvable',
    'xqzwv',
    'zzzz',
    'qwerty',
    'asdfgh jkl',
    'blablabla',
    'zzzz qqqq câble',
  ];
  for (const query of nonsense) {
    it(`finds nothing for '${query}'`, () => {
      const found = searchIndex(engine, query);
      assert.equal(found.total, 0, JSON.stringify(found.groups.map((group) => group.results[0]?.title)));
      assert.equal(found.suggestion, null);
    });
  }

  it('finds what the known words of a query find when most of them are known (câble zzzz)', () => {
    assert.match(first('câble zzzz', 'product')?.title ?? '', /^Câble/);
  });

  it('allows no typo under five letters, one from five, two from nine, never on the first letter', () => {
    assert.equal(searchIndex(engine, 'tesl').total > 0, true); // the start of 'tesla'
    assert.equal(searchIndex(engine, 'kai niro').total, 0); // 'kia': no typo in three letters
    assert.equal(searchIndex(engine, 'electirque').suggestion, 'électrique');
    assert.equal(searchIndex(engine, 'elecrtiqe').suggestion, 'électrique'); // a swap and a letter left out
    assert.equal(searchIndex(engine, 'lectrique').suggestion, null);
  });

  it('finds every câble of the shop for cable, as for câble', () => {
    const cables = read('seed/products.json').filter((product) => /câble/i.test(product.Name));
    const found = titles('cable', 'product', 50);
    for (const product of cables) assert.ok(found.includes(product.Name), `${product.Name} not found`);
    assert.deepEqual(titles('cable', 'product', 50), titles('câble', 'product', 50));
  });

  it('finds the stations of a city written without its accent (fes → Fès)', () => {
    const result = first('fes', 'station');
    assert.match(`${result.title} ${result.city}`, /f[eè]s/i);
  });

  it('names the kinds with counts, the best result’s kind first', () => {
    const { counts, groups } = searchIndex(engine, 'tesla');
    assert.ok(counts.vehicle >= 3 && counts.product >= 1 && counts.station >= 1, JSON.stringify(counts));
    assert.equal(groups[0].kind, 'vehicle');
    assert.equal(groups.find((group) => group.kind === 'vehicle')?.count, counts.vehicle);
  });

  it('suggests a spelling for a likely typo, none for a word it knows', () => {
    assert.equal(searchIndex(engine, 'wallbxo').suggestion, 'wallbox');
    assert.equal(searchIndex(engine, 'bornne murale').suggestion, 'borne murale');
    assert.equal(searchIndex(engine, 'wallbox').suggestion, null);
    // the start of a word being typed is no typo
    assert.equal(searchIndex(engine, 'wallb').suggestion, null);
  });

  it('highlights the matched words of a title, and only the typed start of a word', () => {
    const result = first('cable', 'product');
    assert.deepEqual(result.highlights, [[0, 5]]);
    const typed = first('cab', 'product');
    assert.deepEqual(typed.highlights, [[0, 3]]);
  });

  it('answers nothing for no words or only common ones', () => {
    assert.equal(searchIndex(engine, '').total, 0);
    assert.equal(searchIndex(engine, ' de la ').total, 0);
  });

  it('takes a document’s new version in place of the old one, and forgets a removed one', () => {
    const local = buildSearchIndex(demoDocuments().slice(0, 5));
    const document = { ...demoDocuments()[0], title: 'Borne Zénith 11 kW' };
    putDocument(local, document);
    assert.equal(searchIndex(local, 'zenith').groups[0]?.results[0]?.id, document.documentId);
    removeDocument(local, document.id);
    assert.equal(searchIndex(local, 'zenith').total, 0);
  });
});
