import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, submissionError, toApiError } from './errors';

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

describe('a form submission refused by the server', () => {
  it("says the server's own reason for a refusal (400, 409, 429), the form's message for anything else", () => {
    const refused = (code: ConstructorParameters<typeof ApiError>[2]) =>
      new ApiError('Cet e-mail est déjà inscrit', null, code);
    expect(submissionError(refused('CONFLICT'), 'Erreur')).toBe('Cet e-mail est déjà inscrit');
    expect(submissionError(refused('BAD_REQUEST'), 'Erreur')).toBe('Cet e-mail est déjà inscrit');
    expect(submissionError(refused('SERVER_ERROR'), 'Erreur')).toBe('Erreur');
  });
});
