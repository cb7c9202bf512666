'use strict';

/** @type {Record<number, string>} */
const STATUS_NAMES = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  429: 'RateLimitError',
  502: 'BadGatewayError',
};

/**
 * A thrown error and what it wraps (`cause`), as the database drivers and libraries give them.
 *
 * @typedef {{ code?: unknown, message?: unknown, constraint?: unknown, cause?: ErrorChain | null }} ErrorChain
 */

/** An expected failure with a French message, answered in Strapi's error shape by global::domain-errors. */
class DomainError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {Record<string, unknown>} [details]
   */
  constructor(status, message, details = {}) {
    super(message);
    this.status = status;
    this.errorName = STATUS_NAMES[status] || 'ApplicationError';
    this.details = details;
  }
}

/**
 * @param {number} status
 * @param {string} name
 * @param {string} message
 * @param {unknown} [details]
 */
const errorBody = (status, name, message, details = {}) => ({
  data: null,
  error: { status, name, message, details },
});

/** @type {(message: string, details?: Record<string, unknown>) => DomainError} */
const badRequest = (message, details) => new DomainError(400, message, details);
/** @param {string} message */
const unauthorized = (message) => new DomainError(401, message);
/** @param {string} message */
const forbidden = (message) => new DomainError(403, message);
/** @param {string} message */
const notFound = (message) => new DomainError(404, message);
/** @param {string} message */
const conflict = (message) => new DomainError(409, message);

module.exports = { DomainError, errorBody, badRequest, unauthorized, forbidden, notFound, conflict };
