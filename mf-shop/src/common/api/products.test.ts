import { ApiError } from '@chargemaroc/shared/api';
import { describe, expect, it } from 'vitest';
import { productErrorMessage } from './products';

describe('productErrorMessage', () => {
  it('tells shoppers the spec wordings, never the server software', () => {
    const serverDown = new ApiError('Erreur serveur.', 503, 'SERVER_ERROR');
    const offline = new ApiError('Problème de connexion réseau', null, 'NETWORK_ERROR');
    expect(productErrorMessage(serverDown)).toBe('Service temporairement indisponible');
    expect(productErrorMessage(offline)).toBe('Problème de connexion réseau');
    for (const error of [serverDown, offline]) expect(productErrorMessage(error)).not.toMatch(/Strapi|logs/);
  });
});
