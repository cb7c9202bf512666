import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, toApiError } from './errors';

describe('isApiError', () => {
  it("recognises an API error made by another copy of this package (a section's or a server renderer's)", () => {
    class OtherCopyApiError extends Error {
      override readonly name = 'ApiError';
      constructor(
        message: string,
        readonly status: number | null,
        readonly code: string,
      ) {
        super(message);
      }
    }
    const foreign = new OtherCopyApiError('Ressource introuvable.', 404, 'NOT_FOUND');
    expect(isApiError(foreign)).toBe(true);
    expect(toApiError(foreign)).toBe(foreign);
  });

  it('refuses other errors', () => {
    expect(isApiError(new Error('Ressource introuvable.'))).toBe(false);
    expect(isApiError({ name: 'ApiError', code: 'NOT_FOUND', status: 404 })).toBe(false);
    expect(isApiError(new ApiError('Erreur serveur', 500, 'SERVER_ERROR'))).toBe(true);
  });
});
