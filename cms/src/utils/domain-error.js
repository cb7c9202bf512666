'use strict';

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

/** An expected failure with a French message, answered in Strapi's error shape by global::domain-errors. */
class DomainError extends Error {
  constructor(status, message, details = {}) {
    super(message);
    this.status = status;
    this.errorName = STATUS_NAMES[status] || 'ApplicationError';
    this.details = details;
  }
}

const errorBody = (status, name, message, details = {}) => ({
  data: null,
  error: { status, name, message, details },
});

const badRequest = (message, details) => new DomainError(400, message, details);
const unauthorized = (message) => new DomainError(401, message);
const forbidden = (message) => new DomainError(403, message);
const notFound = (message) => new DomainError(404, message);
const conflict = (message) => new DomainError(409, message);

module.exports = { DomainError, errorBody, badRequest, unauthorized, forbidden, notFound, conflict };
