'use strict';

// A CMS behind the production origin (CMS_BEHIND_PROXY=true): only the last X-Forwarded-For hop,
// the one the origin writes, is taken as the client address.
const assert = require('node:assert/strict');
const { after, before, describe, it } = require('node:test');
const { startCms } = require('./helpers/cms');
const { withEnv } = require('./helpers/env');

const LIMIT = 3;
const ADDRESS_FAILURES = 5;
const ORIGIN_SEES = '10.0.0.7';

describe('behind the origin proxy', () => {
  let cms;
  before(async () => {
    cms = await startCms({
      CMS_BEHIND_PROXY: 'true',
      AUTH_RATE_LIMIT: String(LIMIT),
      AUTH_ADDRESS_FAILURE_LIMIT: String(ADDRESS_FAILURES),
    });
  });
  after(() => cms?.stop());

  it('rotating X-Forwarded-For does not reset the sign-in limit', async () => {
    const statuses = [];
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
      const response = await cms.api.post(
        '/auth/local',
        { identifier: `visiteur${attempt}@exemple.ma`, password: 'mauvais' },
        { headers: { 'X-Forwarded-For': `203.0.113.${attempt}, ${ORIGIN_SEES}` } },
      );
      statuses.push(response.status);
    }
    assert.deepEqual(statuses, [400, 400, 400, 429]);

    const otherClient = await cms.api.post(
      '/auth/local',
      { identifier: 'visiteur@exemple.ma', password: 'mauvais' },
      { headers: { 'X-Forwarded-For': '10.0.0.8' } },
    );
    assert.equal(otherClient.status, 400, 'another address keeps its own budget');
  });

  it('locks sign-ins from an address that failed on many accounts', async () => {
    const signIn = (identifier, address) =>
      cms.api.post(
        '/auth/local',
        { identifier, password: 'mauvais' },
        { headers: { 'X-Forwarded-For': address } },
      );
    await withEnv({ AUTH_RATE_LIMIT: '1000' }, async () => {
      const statuses = [];
      for (let attempt = 0; attempt <= ADDRESS_FAILURES; attempt += 1) {
        statuses.push((await signIn(`compte${attempt}@exemple.ma`, '10.0.0.20')).status);
      }
      assert.deepEqual(statuses, [...Array(ADDRESS_FAILURES).fill(400), 429]);
      const refused = await signIn('nouveau@exemple.ma', '10.0.0.20');
      assert.equal(
        refused.body.error.message,
        'Trop de tentatives de connexion depuis cette adresse, veuillez réessayer dans 15 minutes.',
      );
      assert.equal((await signIn('nouveau@exemple.ma', '10.0.0.21')).status, 400, 'another address');
    });
  });
});
