/** API failures as one error type carrying a French message ready to show. */
import type { AxiosError } from 'axios';
import { strapiErrorSchema } from '../contracts/strapi';
import { coreMessages as messages } from '../messages/core';

export type ApiErrorCode =
  | 'TIMEOUT'
  | 'NETWORK_ERROR'
  | 'CANCELLED'
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  /** 409: the request is refused as it stands (already done, or in conflict with what exists). */
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'SERVER_ERROR'
  | 'INVALID_RESPONSE'
  | 'UNKNOWN';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status, or null when no response came back. */
    readonly status: number | null,
    readonly code: ApiErrorCode,
    /** The server's own error name and details, when it sent them. */
    readonly details?: { name?: string; details?: unknown },
  ) {
    super(message);
  }
}

/**
 * Recognised by shape, not by class: two bundles of this package in one page or one server process
 * (a section's own copy, a server renderer) each have their own `ApiError` class.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    'code' in error &&
    typeof error.code === 'string' &&
    'status' in error
  );
}

function codeForStatus(status: number): ApiErrorCode {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'SERVER_ERROR';
  return 'UNKNOWN';
}

const defaultMessages: Record<ApiErrorCode, string> = {
  TIMEOUT: messages.api.timeout,
  NETWORK_ERROR: messages.api.network,
  CANCELLED: messages.api.unknown,
  BAD_REQUEST: messages.api.badRequest,
  UNAUTHORIZED: messages.api.unauthorized,
  FORBIDDEN: messages.api.forbidden,
  NOT_FOUND: messages.api.notFound,
  CONFLICT: messages.api.badRequest,
  RATE_LIMITED: messages.api.tooManyRequests,
  SERVER_ERROR: messages.api.server,
  INVALID_RESPONSE: messages.api.invalidResponse,
  UNKNOWN: messages.api.unknown,
};

/** The server's message in French: known backend wordings are translated, others kept as sent. */
function serverMessage(body: unknown): { message: string | null; name?: string; details?: unknown } {
  const parsed = strapiErrorSchema.safeParse(body);
  if (!parsed.success) return { message: null };
  const { message, name, details } = parsed.data.error;
  const text = message?.trim();
  return { message: text ? (messages.api.serverMessages[text] ?? text) : null, name, details };
}

// Recognised by shape: the HTTP library is loaded on the first request, not with this module.
function isCancelled(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true
  );
}

function isHttpLibraryError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;
}

export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isCancelled(error)) return new ApiError(defaultMessages.CANCELLED, null, 'CANCELLED');
  if (isHttpLibraryError(error)) {
    if (error.response) {
      const status = error.response.status;
      const code = codeForStatus(status);
      // A rate limit is always worded the same, whatever the server says.
      const fromServer = code === 'RATE_LIMITED' ? { message: null } : serverMessage(error.response.data);
      return new ApiError(fromServer.message ?? defaultMessages[code], status, code, {
        name: 'name' in fromServer ? fromServer.name : undefined,
        details: 'details' in fromServer ? fromServer.details : undefined,
      });
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError(defaultMessages.TIMEOUT, null, 'TIMEOUT');
    }
    return new ApiError(defaultMessages.NETWORK_ERROR, null, 'NETWORK_ERROR');
  }
  return new ApiError(defaultMessages.UNKNOWN, null, 'UNKNOWN');
}

/** The message to show for any failure: an API error's own, otherwise `fallback`. */
export function getErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.code !== 'CANCELLED' ? error.message : fallback;
}

/**
 * What a form tells the visitor when a submission fails: the CMS's own French reason when it refused
 * the content (400) or the visitor sent too many (429), else the form's spec message ('Erreur lors
 * de l'inscription à la newsletter'…), never a transport message ('Service temporairement indisponible').
 */
export function submissionError(error: unknown, fallback: string): string {
  if (isApiError(error) && ['BAD_REQUEST', 'CONFLICT', 'RATE_LIMITED'].includes(error.code))
    return error.message;
  return fallback;
}
