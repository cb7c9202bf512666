'use strict';

// The back office: admin roles and demo accounts seeded in code, the sections (pointers of each
// environment) kept in the CMS for the origin and the release commands, and the append-only change log.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { after, before, describe, it } = require('node:test');
const { startCms, createApiClient } = require('./helpers/cms');
const { versionId, writeReleaseStore } = require('./helpers/release-store');

const SHELL = versionId(20, 'aaaaaaaa');
const SHOP_A = versionId(21, 'bbbbbbbb');
const SHOP_B = versionId(22, 'cccccccc');
const STATIONS = versionId(21, 'dddddddd');
const SECRET = 'secret-des-publications-de-test';

const ACCOUNTS = {
  owner: ['owner@chargemaroc.ma', 'Owner2026!'],
  editor: ['editor@chargemaroc.ma', 'Editor2026!'],
  staff: ['staff@chargemaroc.ma', 'Staff2026!'],
};

describe('back office', () => {
  const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-releases-'));
  let cms;
  let tokens;

  const admin = async (method, route, role, body) => {
    const response = await fetch(`${cms.baseUrl}${route}`, {
      method,
      headers: { Authorization: `Bearer ${tokens[role]}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const collection = (uid) => `/content-manager/collection-types/${uid}`;
  const sectionsSet = async (environment = 'production') => {
    const response = await fetch(`${cms.baseUrl}/_releases/environments/${environment}`);
    assert.equal(response.status, 200);
    return /** @type {{ set: any }} */ (await response.json()).set;
  };
  const sectionRow = (app, environment = 'production') =>
    cms.strapi.db.query('api::section.section').findOne({ where: { app, environment } });
  const writeSections = (body, secret = SECRET) =>
    fetch(`${cms.baseUrl}/_releases/environments/production`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Releases-Secret': secret },
      body: JSON.stringify(body),
    });

  before(async () => {
    writeReleaseStore(releasesDir, {
      releases: [
        ['shell', SHELL],
        ['mf-shop', SHOP_A, 'Première boutique'],
        ['mf-shop', SHOP_B, 'Nouvelle fiche produit'],
        ['mf-stations', STATIONS],
      ],
      environments: {
        production: {
          environment: 'production',
          revision: 3,
          apps: {
            shell: { version: SHELL, enabled: true, switchedBy: 'pnpm start (ci@machine)' },
            'mf-shop': {
              version: SHOP_B,
              enabled: true,
              history: [{ version: SHOP_A, liveUntil: '2026-04-22T10:00:00.000Z' }],
            },
            'mf-stations': { version: STATIONS, enabled: true },
          },
        },
      },
    });
    cms = await startCms({ RELEASES_DIR: releasesDir, RELEASES_SECRET: SECRET });
    tokens = {};
    for (const [role, [email, password]] of Object.entries(ACCOUNTS)) {
      const response = await createApiClient(cms.baseUrl).post('/admin/login', { email, password });
      assert.equal(response.status, 200, `${role}: ${JSON.stringify(response.body)}`);
      tokens[role] = response.body.data.token;
    }
  });
  after(async () => {
    // the admin's last save still emits its event after answering: let it go out before Strapi stops
    await new Promise((resolve) => setTimeout(resolve, 200));
    await cms?.stop();
    fs.rmSync(releasesDir, { recursive: true, force: true });
  });

  it('takes in the release store: its releases, and the environment copy made before it ran', async () => {
    const set = await sectionsSet();
    assert.equal(set.apps['mf-shop'].version, SHOP_B);
    assert.equal(set.apps['mf-stations'].enabled, true);
    assert.deepEqual(
      set.apps['mf-shop'].history.map((entry) => entry.version),
      [SHOP_A],
    );
    assert.equal(await sectionsSet('staging'), null);
    const releases = await cms.strapi.db
      .query('api::release.release')
      .findMany({ where: { app: 'mf-shop' } });
    assert.deepEqual(releases.map((release) => release.version).sort(), [SHOP_A, SHOP_B]);
    const chosen = releases.find((release) => release.version === SHOP_A);
    assert.match(chosen.label, /^mf-shop · 20260421-101500-bbbbbbbb · .+ · Première boutique$/);
    const row = await sectionRow('mf-shop');
    assert.equal(row.previousVersion, SHOP_A);
  });

  it('gives each role its screens and nothing else', async () => {
    const expectations = [
      ['owner', 'api::section.section', 200],
      ['owner', 'api::release.release', 200],
      ['owner', 'api::change-log.change-log', 200],
      ['owner', 'api::produit.produit', 403],
      ['owner', 'api::order.order', 403],
      ['editor', 'api::produit.produit', 200],
      ['editor', 'api::vehicule.vehicule', 200],
      ['editor', 'api::article.article', 200],
      ['editor', 'api::faq-item.faq-item', 200],
      ['editor', 'api::legal-page.legal-page', 200],
      ['editor', 'api::comment.comment', 200],
      ['editor', 'api::station-review.station-review', 200],
      ['editor', 'api::section.section', 403],
      ['editor', 'api::change-log.change-log', 403],
      ['editor', 'api::order.order', 403],
      ['staff', 'api::order.order', 200],
      ['staff', 'api::section.section', 403],
      ['staff', 'api::produit.produit', 403],
      ['staff', 'api::legal-page.legal-page', 403],
    ];
    for (const [role, uid, status] of expectations) {
      const response = await admin('GET', collection(uid), role);
      assert.equal(response.status, status, `${role} on ${uid}`);
    }
  });

  it("switches a section off from the owner's save, recorded with the owner's name", async () => {
    const row = await sectionRow('mf-stations');
    const before = await sectionsSet();
    const saved = await admin('PUT', `${collection('api::section.section')}/${row.documentId}`, 'owner', {
      enabled: false,
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const set = await sectionsSet();
    assert.equal(set.apps['mf-stations'].enabled, false);
    assert.equal(set.revision, before.revision + 1);
    assert.match(set.apps['mf-stations'].switchedBy, /^Salma Bennani \(owner@chargemaroc\.ma\)$/);
    const [entry] = await cms.strapi.db
      .query('api::change-log.change-log')
      .findMany({ where: { target: 'mf-stations', action: 'disable' } });
    assert.equal(entry.summary, 'mf-stations désactivée en production');
    assert.equal(entry.by, 'Salma Bennani (owner@chargemaroc.ma)');
    assert.deepEqual(entry.before, { version: STATIONS, enabled: true });
    assert.deepEqual(entry.after, { version: STATIONS, enabled: false });
  });

  it('refuses, in French, a version whose checks fail, and changes nothing', async () => {
    const row = await sectionRow('mf-shop');
    const previous = await cms.strapi.db
      .query('api::release.release')
      .findOne({ where: { version: SHOP_A } });
    const before = await sectionsSet();
    const saved = await admin('PUT', `${collection('api::section.section')}/${row.documentId}`, 'owner', {
      release: { connect: [{ id: previous.id, documentId: previous.documentId }], disconnect: [] },
    });
    assert.equal(saved.status, 400);
    // the records have no built files: the server render inside the shell cannot run
    assert.match(
      saved.body.error.message,
      /^Refusé, rien n’a changé : Le shell .+ n'a pas de rendu serveur\.$/,
    );
    assert.deepEqual(await sectionsSet(), before);
  });

  it('refuses a version of another app', async () => {
    const row = await sectionRow('mf-shop');
    const stations = await cms.strapi.db
      .query('api::release.release')
      .findOne({ where: { version: STATIONS } });
    const saved = await admin('PUT', `${collection('api::section.section')}/${row.documentId}`, 'owner', {
      release: { connect: [{ id: stations.id, documentId: stations.documentId }], disconnect: [] },
    });
    assert.equal(saved.status, 400);
    assert.equal(
      saved.body.error.message,
      `${STATIONS} est une version d’une autre application que mf-shop.`,
    );
  });

  it('lets the owner change nothing but the enabled state and the version', async () => {
    const row = await sectionRow('mf-shop');
    const before = await sectionsSet();
    await admin('PUT', `${collection('api::section.section')}/${row.documentId}`, 'owner', {
      version: SHOP_A,
      switchedBy: 'personne',
    });
    assert.deepEqual(await sectionsSet(), before);
    const created = await admin('POST', collection('api::section.section'), 'owner', {
      name: 'mf-shop · recette',
      environment: 'recette',
      app: 'mf-shop',
    });
    assert.equal(created.status, 403);
  });

  it('lets the release commands write with the secret only, on the revision they read', async () => {
    const before = await sectionsSet();
    const apps = { ...before.apps, 'mf-shop': { version: SHOP_A, enabled: true } };
    const body = {
      apps,
      expectedRevision: before.revision,
      by: 'pnpm rollback (ci@machine)',
      action: 'rollback',
    };
    assert.equal((await writeSections(body, 'mauvais')).status, 403);
    assert.equal((await writeSections({ ...body, expectedRevision: before.revision - 1 })).status, 409);
    const written = await writeSections(body);
    assert.equal(written.status, 200);
    const { set } = /** @type {{ set: any }} */ (await written.json());
    assert.equal(set.apps['mf-shop'].version, SHOP_A);
    assert.deepEqual(
      set.apps['mf-shop'].history.map((entry) => entry.version),
      [SHOP_A, SHOP_B],
    );
    assert.equal(set.apps['mf-stations'].enabled, false);
    const row = await sectionRow('mf-shop');
    const linked = await cms.strapi.db
      .query('api::section.section')
      .findOne({ where: { id: row.id }, populate: ['release'] });
    assert.equal(linked.release.version, SHOP_A);
    const log = /** @type {{ entries: any[] }} */ (
      await (await fetch(`${cms.baseUrl}/_releases/environments/production/log`)).json()
    );
    const last = log.entries.at(-1);
    assert.deepEqual(
      { by: last.by, action: last.action, app: last.app, from: last.from, to: last.to },
      {
        by: 'pnpm rollback (ci@machine)',
        action: 'rollback',
        app: 'mf-shop',
        from: { version: SHOP_B, enabled: true },
        to: { version: SHOP_A, enabled: true },
      },
    );
  });

  it('keeps the change log append-only', async () => {
    const [entry] = await cms.strapi.db.query('api::change-log.change-log').findMany({ limit: 1 });
    const logs = cms.strapi.documents('api::change-log.change-log');
    await assert.rejects(logs.update({ documentId: entry.documentId, data: { by: 'quelqu’un' } }), {
      message: 'Le journal des modifications ne se modifie pas et ne se supprime pas.',
    });
    await assert.rejects(logs.delete({ documentId: entry.documentId }));
    const owner = await admin(
      'DELETE',
      `${collection('api::change-log.change-log')}/${entry.documentId}`,
      'owner',
    );
    assert.equal(owner.status, 403);
  });

  it('lets an editor hide a review, which the shop then no longer shows', async () => {
    const [comment] = await cms.strapi.db
      .query('api::comment.comment')
      .findMany({ where: { parent: null }, limit: 1 });
    const shown = async () => {
      const list = await cms.api.get(
        `/comments?targetType=${comment.targetType}&targetId=${comment.targetId}`,
      );
      return list.body.data.map((each) => each.documentId);
    };
    assert.ok((await shown()).includes(comment.documentId));
    const saved = await admin(
      'PUT',
      `${collection('api::comment.comment')}/${comment.documentId}`,
      'editor',
      {
        hidden: true,
        answer: 'Merci, nous avons transmis votre remarque.',
      },
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.ok(!(await shown()).includes(comment.documentId));
    // moderation only: the shopper's words stay theirs
    await admin('PUT', `${collection('api::comment.comment')}/${comment.documentId}`, 'editor', {
      comment: 'Texte réécrit',
    });
    const row = await cms.strapi.db.query('api::comment.comment').findOne({ where: { id: comment.id } });
    assert.equal(row.comment, comment.comment);
    assert.equal(row.answer, 'Merci, nous avons transmis votre remarque.');
  });

  it("recomputes a product's rating when an editor hides a rated review, and again when it is shown", async () => {
    const comments = cms.strapi.db.query('api::comment.comment');
    const [review] = await comments.findMany({
      where: { parent: null, targetType: 'product', rating: { $notNull: true }, hidden: false },
      limit: 1,
    });
    const productOf = () =>
      cms.strapi.db.query('api::produit.produit').findOne({ where: { documentId: review.targetId } });
    /** The product's other shown ratings (and this one's while shown), averaged as the summary does. */
    const expected = async (withReview) => {
      const rated = await comments.findMany({
        where: {
          parent: null,
          targetType: 'product',
          targetId: review.targetId,
          rating: { $notNull: true },
          $or: [{ hidden: false }, { hidden: { $null: true } }],
          id: withReview ? { $notNull: true } : { $ne: review.id },
        },
        select: ['rating'],
      });
      const sum = rated.reduce((total, each) => total + each.rating, 0);
      return {
        reviewCount: rated.length,
        rating: rated.length ? Math.round((sum / rated.length) * 10) / 10 : 0,
      };
    };
    const figures = (product) => ({ reviewCount: product.reviewCount, rating: Number(product.rating) });
    const shownBefore = await expected(true);
    const before = await productOf();
    assert.deepEqual(figures(before), shownBefore);

    const route = `${collection('api::comment.comment')}/${review.documentId}`;
    assert.equal((await admin('PUT', route, 'editor', { hidden: true })).status, 200);
    const hidden = await productOf();
    assert.deepEqual(figures(hidden), await expected(false));
    assert.equal(hidden.reviewCount, before.reviewCount - 1);
    // the storefront reads the same figures
    const listed = await cms.api.get(`/produits/${review.targetId}`);
    assert.equal(listed.body.data.reviewCount, before.reviewCount - 1);

    assert.equal((await admin('PUT', route, 'editor', { hidden: false })).status, 200);
    const shown = await productOf();
    assert.deepEqual(figures(shown), shownBefore);
  });

  it('lets an editor rewrite a legal text, read by anyone, but neither add nor remove a legal page', async () => {
    const legalPages = '/legal-pages?filters[slug][$eq]=cgv';
    const before = await cms.api.get(legalPages);
    assert.equal(before.status, 200);
    const [terms] = before.body.data;
    assert.equal(terms.title, 'Conditions générales de vente');
    assert.match(terms.body, /<h2>Droit de rétractation<\/h2>/);
    assert.equal(terms.updatedAt, '2026-11-01T00:00:00.000Z');

    const body = `${terms.body}\n<h2>Médiation</h2>\n<p>Le client peut recourir à un médiateur.</p>`;
    const saved = await admin(
      'PUT',
      `${collection('api::legal-page.legal-page')}/${terms.documentId}`,
      'editor',
      { ...terms, body },
    );
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const after = (await cms.api.get(legalPages)).body.data[0];
    assert.equal(after.body, body);
    assert.ok(after.updatedAt > terms.updatedAt);

    const added = await admin('POST', collection('api::legal-page.legal-page'), 'editor', {
      slug: 'cgv',
      title: 'Doublon',
      body: '<p>x</p>',
    });
    assert.equal(added.status, 403);
    const removed = await admin(
      'DELETE',
      `${collection('api::legal-page.legal-page')}/${terms.documentId}`,
      'editor',
    );
    assert.equal(removed.status, 403);
    assert.equal(await cms.strapi.db.query('api::legal-page.legal-page').count(), 3);
  });
});
