'use strict';

const messages = require('../messages');

/**
 * What the product treats as unique, enforced by the database (Strapi's `unique: true` creates
 * no index). Created at every start, idempotently, on SQLite as on PostgreSQL.
 */
const UNIQUE_INDEXES = [
  {
    name: 'up_users_email_lower_unique',
    table: 'up_users',
    columns: ['email'],
    expression: 'lower(email)',
    status: 400,
    message: messages.stockErrors['Email is already taken'],
  },
  {
    name: 'up_users_username_unique',
    table: 'up_users',
    columns: ['username'],
    expression: 'username',
    status: 400,
    message: messages.stockErrors['Username already taken'],
  },
  {
    name: 'newsletters_email_lower_unique',
    table: 'newsletters',
    columns: ['email'],
    expression: 'lower(email)',
    status: 409,
    message: messages.newsletterDuplicate,
  },
  {
    name: 'comments_review_key_unique',
    table: 'comments',
    columns: ['review_key'],
    expression: 'review_key',
    status: 409,
    message: messages.reviewDuplicate,
  },
  {
    name: 'station_reviews_review_key_unique',
    table: 'station_reviews',
    columns: ['review_key'],
    expression: 'review_key',
    status: 409,
    message: messages.stationReviewDuplicate,
  },
  {
    name: 'orders_idempotency_key_unique',
    table: 'orders',
    columns: ['idempotency_key'],
    expression: 'idempotency_key',
    status: 409,
    message: messages.orderDuplicate,
  },
];

/**
 * Creates every index missing; existing duplicate rows are reported, not deleted.
 *
 * @param {Strapi} strapi
 */
const createUniqueIndexes = async (strapi) => {
  const knex = strapi.db.connection;
  for (const index of UNIQUE_INDEXES) {
    try {
      await knex.raw(
        `create unique index if not exists ${index.name} on ${index.table} (${index.expression})`,
      );
    } catch (error) {
      strapi.log.error(`Unique index ${index.name} not created (duplicate rows?): ${error.message}`);
    }
  }
};

module.exports = { UNIQUE_INDEXES, createUniqueIndexes };
