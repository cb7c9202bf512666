'use strict';

const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { registerUser } = require('../helpers/cms');
const { withEnv } = require('../helpers/env');

const STATION = 314010;

module.exports = (context) =>
  describe('station ratings', () => {
    const rate = (token, rating, comment) =>
      context.cms.api.post('/station-reviews', { data: { station: STATION, rating, comment } }, { token });
    const ratingsOf = async (user) => {
      const list = await context.cms.api.get(`/station-reviews?station=${STATION}`);
      return list.body.data.filter((review) => review.user === user.user.username).map((r) => r.rating);
    };

    it('counts one rating per account and station: a new one replaces the previous', async () => {
      const rater = await registerUser(context.cms.api, 'noteur');
      const first = await rate(rater.jwt, 1, 'Lente');
      assert.equal(first.status, 201);
      for (const rating of [1, 1, 1]) assert.equal((await rate(rater.jwt, rating)).status, 200);
      const last = await rate(rater.jwt, 5, 'Réparée, rapide');
      assert.equal(last.status, 200);
      assert.equal(last.body.data.documentId, first.body.data.documentId);
      assert.deepEqual(await ratingsOf(rater), [5]);

      const other = await registerUser(context.cms.api, 'voisin');
      assert.equal((await rate(other.jwt, 3)).status, 201, 'another account rates on its own');
      assert.deepEqual(await ratingsOf(other), [3]);
    });

    it('throttles the ratings of one account with a French 429', async () => {
      const rater = await registerUser(context.cms.api, 'presse');
      await withEnv({ STATION_REVIEW_RATE_LIMIT: '3' }, async () => {
        const statuses = [];
        for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await rate(rater.jwt, 4)).status);
        assert.deepEqual(statuses, [201, 200, 200, 429]);
        const refused = await rate(rater.jwt, 2);
        assert.equal(refused.body.error.message, 'Trop de tentatives, veuillez réessayer dans une minute.');
        assert.ok(Number(refused.headers.get('retry-after')) > 0);
        const other = await registerUser(context.cms.api, 'calme');
        assert.equal((await rate(other.jwt, 4)).status, 201, 'another account keeps its budget');
      });
      assert.deepEqual(await ratingsOf(rater), [4]);
    });

    it('keeps the newest of the ratings stored before the rule, once per account', async () => {
      const { strapi } = context.cms;
      const rater = await registerUser(context.cms.api, 'ancien');
      const station = await strapi.db.query('api::station.station').findOne({ where: { ocmId: STATION } });
      for (const rating of [1, 1, 2]) {
        await strapi.db.query('api::station-review.station-review').create({
          data: { station: station.id, user: rater.user.id, rating, authorName: rater.user.username },
        });
      }
      const { keyStationReviews } = require('../../src/api/station-review/services/review-key');
      assert.equal(await keyStationReviews(strapi), 2);
      assert.deepEqual(await ratingsOf(rater), [2]);
      assert.equal((await rate(rater.jwt, 4)).status, 200);
      assert.deepEqual(await ratingsOf(rater), [4]);
    });
  });
