'use strict';

// A CMS behind the production origin (CMS_BEHIND_PROXY=true): only the last X-Forwarded-For hop,
// the one the origin writes, is taken as the client address.
const assert = require('node:assert/strict');
const { after, before, describe, it } = require('node:test');
const { startCms } = require('./helpers/cms');

const LIMIT = 3;
const ORIGIN_SEES = '10.0.0.7';

describe('behind the origin proxy', () => {
  let cms;
  before(async () => {
    cms = await startCms({ CMS_BEHIND_PROXY: 'true', AUTH_RATE_LIMIT: String(LIMIT) });
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
});
