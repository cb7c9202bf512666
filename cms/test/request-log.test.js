'use strict';

// Unit test of the request log middleware (no Strapi): a line per request only at the http level.
const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { fakeContext, fakeStrapi } = require('./helpers/stand-ins');
const requestLog = require('../src/middlewares/request-log');

const LEVELS = ['error', 'warn', 'info', 'http', 'verbose', 'debug'];

/** A logger at `level` (npm levels, as Strapi's winston logger) that keeps the lines asked for. */
const logger = (level) => {
  const lines = [];
  const log = {
    isLevelEnabled: (asked) => LEVELS.indexOf(asked) <= LEVELS.indexOf(level),
    http: (message) => lines.push(message),
  };
  return { log, lines };
};

describe('request log', () => {
  it('logs each request with its time and status at the http level', async () => {
    const { log, lines } = logger('http');
    const middleware = requestLog({}, { strapi: fakeStrapi({ log }) });
    await middleware(fakeContext({ method: 'GET', url: '/api/produits', status: 200 }), async () => {});
    assert.equal(lines.length, 1);
    assert.match(lines[0], /^GET \/api\/produits \(\d+ ms\) 200$/);
  });

  it('asks the logger for nothing below it (winston formats even the lines it drops)', async () => {
    const { log, lines } = logger('warn');
    const middleware = requestLog({}, { strapi: fakeStrapi({ log }) });
    let handled = false;
    await middleware(fakeContext({ method: 'GET', url: '/api/produits', status: 200 }), async () => {
      handled = true;
    });
    assert.equal(handled, true);
    assert.deepEqual(lines, []);
  });
});
