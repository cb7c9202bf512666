'use strict';

const { UNIQUE_INDEXES } = require('../bootstrap/unique-indexes');

const SQLITE_UNIQUE = 'SQLITE_CONSTRAINT_UNIQUE';
const POSTGRES_UNIQUE = '23505';

/**
 * SQLite names an expression index ("index 'name'"), or the columns of a plain one ("table.column").
 *
 * @param {{ name: string, table: string, columns: string[] }} index
 * @param {string} text
 */
const sqliteNames = (index, text) =>
  text.includes(`index '${index.name}'`) ||
  index.columns.every((column) => text.includes(`${index.table}.${column}`));

/**
 * The entry of UNIQUE_INDEXES a database error violates, or null: the loser of a race for a
 * unique value is then answered with that entry's French message instead of a 500.
 *
 * @param {import('./domain-error').ErrorChain | null | undefined} error
 */
const violatedUniqueIndex = (error) => {
  for (let cause = error; cause; cause = cause.cause) {
    if (cause.code === POSTGRES_UNIQUE) {
      return UNIQUE_INDEXES.find((index) => index.name === cause.constraint) ?? null;
    }
    if (cause.code === SQLITE_UNIQUE) {
      return UNIQUE_INDEXES.find((index) => sqliteNames(index, String(cause.message))) ?? null;
    }
  }
  return null;
};

module.exports = { violatedUniqueIndex };
