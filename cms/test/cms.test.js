'use strict';

// One real Strapi (throw-away SQLite database, seeded from test/fixtures/seed) serves every suite.
const { after, before } = require('node:test');
const { startCms } = require('./helpers/cms');

const context = {};

before(async () => {
  // As the demo start: card orders go through the local test gateway (the payment suite turns it off too).
  context.cms = await startCms({ PAYMENT_TEST_GATEWAY: 'on' });
});
after(async () => {
  await context.cms?.stop();
});

require('./suites/accounts')(context);
require('./suites/orders')(context);
require('./suites/order-integrity')(context);
require('./suites/order-photos')(context);
require('./suites/payment')(context);
require('./suites/payment').invoice(context);
require('./suites/reviews')(context);
require('./suites/tokens')(context);
require('./suites/catalogue')(context);
require('./suites/forms')(context);
require('./suites/station-reviews')(context);
require('./suites/uploads')(context);
require('./suites/throttling')(context);
require('./suites/unique-rules')(context);
require('./suites/response-cache')(context);
