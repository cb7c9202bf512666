import { describe, expect, it } from 'vitest';
import { ApiError } from '@chargemaroc/shared/api';
import { errorHint, stationErrorCode, stationErrorMessage, stationErrorText } from './station-errors';

const api = (status: number | null, code: ConstructorParameters<typeof ApiError>[2]) =>
  new ApiError('x', status, code);

describe('station error codes (spec §8 Stations)', () => {
  it('maps failures to the spec codes', () => {
    expect(stationErrorCode(api(null, 'NETWORK_ERROR'))).toBe('NETWORK_ERROR');
    expect(stationErrorCode(api(null, 'TIMEOUT'))).toBe('NETWORK_ERROR');
    expect(stationErrorCode(api(null, 'INVALID_RESPONSE'))).toBe('INVALID_RESPONSE');
    expect(stationErrorCode(api(404, 'NOT_FOUND'))).toBe('STATION_NOT_FOUND');
    expect(stationErrorCode(api(403, 'FORBIDDEN'))).toBe('MISSING_API_KEY');
    expect(stationErrorCode(api(500, 'SERVER_ERROR'))).toBe('API_REQUEST_FAILED');
    expect(stationErrorCode(api(500, 'SERVER_ERROR'), { searching: true })).toBe('SEARCH_ERROR');
    expect(stationErrorCode(new Error('boom'))).toBe('API_REQUEST_FAILED');
  });

  it('gives each code its French message', () => {
    expect(stationErrorMessage('MISSING_API_KEY')).toBe(
      'Configuration requise : Clé API OpenChargeMap manquante',
    );
    expect(stationErrorMessage('API_REQUEST_FAILED')).toBe('Service temporairement indisponible');
    expect(stationErrorMessage('INVALID_RESPONSE')).toBe('Service temporairement indisponible');
    expect(stationErrorMessage('NETWORK_ERROR')).toBe('Problème de connexion réseau');
    expect(stationErrorMessage('STATION_NOT_FOUND')).toBe('Station non trouvée');
    expect(stationErrorMessage('SEARCH_ERROR')).toBe('Erreur lors de la recherche');
    expect(stationErrorText(api(null, 'NETWORK_ERROR'))).toBe('Problème de connexion réseau');
    expect(stationErrorText(api(500, 'SERVER_ERROR'), { searching: true })).toBe(
      'Erreur lors de la recherche',
    );
    expect(stationErrorText(new Error('Position expirée'), { searching: true })).toBe('Position expirée');
    expect(stationErrorText('?', { searching: true })).toBe(
      'Erreur lors de la recherche des stations proches',
    );
  });

  it('adds a hint when the message mentions the API key or the connection', () => {
    expect(errorHint('Configuration requise : Clé API OpenChargeMap manquante')).toBe('apiKey');
    expect(errorHint('Problème de connexion réseau')).toBe('network');
    expect(errorHint('Service temporairement indisponible')).toBeNull();
  });
});
