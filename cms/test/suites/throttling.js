'use strict';

const assert = require('node:assert/strict');
const { describe, it } = require('node:test');

const RATE_LIMIT = 5;

module.exports = (context) =>
  describe('auth throttling', () => {
    it('throttles an auth route per client with a French 429', async () => {
      const api = context.cms.api;
      const previous = process.env.AUTH_RATE_LIMIT;
      process.env.AUTH_RATE_LIMIT = String(RATE_LIMIT);
      let throttled;
      for (let attempt = 0; attempt <= RATE_LIMIT + 1 && !throttled; attempt += 1) {
        const response = await api.post('/auth/forgot-password', { email: `inconnu${attempt}@exemple.ma` });
        if (response.status === 429) throttled = response;
      }
      process.env.AUTH_RATE_LIMIT = previous;
      assert.ok(throttled, 'the limit is reached');
      assert.equal(throttled.body.error.message, 'Trop de tentatives, veuillez réessayer dans une minute.');
      assert.ok(Number(throttled.headers.get('retry-after')) > 0);
      // Another route keeps its own budget.
      assert.equal(
        (await api.post('/auth/local', { identifier: 'x@exemple.ma', password: 'y' })).status,
        400,
      );
    });
  });
