import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { bus } from '../bus/event-bus';
import { normalizeUser } from '../contracts/user';
import { sessionStore } from '../stores/session';
import { API_BASE_URL, ApiError, apiClient, getErrorMessage, getPage } from './client';

/** A real local backend: each test sets how it answers and reads what it received. */
let server: Server;
let baseURL: string;
let received: IncomingMessage[] = [];
let answer: (request: IncomingMessage) => { status: number; body?: unknown; delayMs?: number } = () => ({
  status: 200,
  body: { ok: true },
});

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request);
    const { status, body, delayMs = 0 } = answer(request);
    setTimeout(() => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(body === undefined ? '' : JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  // a test's own server; pages reach the CMS through a loader's per-request config instead
  apiClient.defaults.baseURL = baseURL;
});

afterAll(async () => {
  apiClient.defaults.baseURL = API_BASE_URL;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = () => ({ status: 200, body: { ok: true } });
  sessionStore.getState().signOut();
});

const user = normalizeUser({
  id: 7,
  email: 'amina@exemple.ma',
  username: 'amina',
  prenom: 'Amina',
  nom: 'Idrissi',
});

async function failure(request: Promise<unknown>): Promise<ApiError> {
  try {
    await request;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the request should have failed');
}

describe('authorisation header', () => {
  it('sends no Authorization header when signed out, even if a caller sets one', async () => {
    await apiClient.get('/produits', { headers: { Authorization: 'Bearer application-token' } });
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it("sends the signed-in user's JWT", async () => {
    sessionStore.getState().signIn({ jwt: 'user-jwt', user });
    await apiClient.get('/users/me');
    expect(received[0]?.headers.authorization).toBe('Bearer user-jwt');
  });
});

describe('errors', () => {
  it('on 401 clears the session and announces it on the bus', async () => {
    sessionStore.getState().signIn({ jwt: 'expired', user });
    const unauthorized = vi.fn();
    const off = bus.on('session:unauthorized', unauthorized);
    answer = () => ({
      status: 401,
      body: {
        data: null,
        error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' },
      },
    });
    const error = await failure(apiClient.get('/orders'));
    off();
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Votre session a expiré. Veuillez vous reconnecter.',
    });
    expect(sessionStore.getState()).toMatchObject({ jwt: null, user: null });
    expect(unauthorized).toHaveBeenCalledWith({ from: '' });
  });

  it.each([403, 500, 502, 503, 504])(
    'keeps the session on a %d: only a 401 ends it (an outage is not an expired session)',
    async (status) => {
      sessionStore.getState().signIn({ jwt: 'valid', user });
      const unauthorized = vi.fn();
      const off = bus.on('session:unauthorized', unauthorized);
      answer = () => ({
        status,
        body: {
          data: null,
          error: { status, name: 'ServiceUnavailableError', message: 'Service indisponible' },
        },
      });
      const error = await failure(apiClient.post('/orders', {}));
      off();
      expect(error.status).toBe(status);
      expect(sessionStore.getState().jwt).toBe('valid');
      expect(unauthorized).not.toHaveBeenCalled();
    },
  );

  it("shows the server's message, in French when it is a known backend wording", async () => {
    answer = () => ({
      status: 400,
      body: {
        data: null,
        error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password' },
      },
    });
    expect((await failure(apiClient.post('/auth/local', {}))).message).toBe(
      'Identifiant ou mot de passe incorrect',
    );
    answer = () => ({
      status: 400,
      body: { error: { message: "Impossible d'annuler une commande expédiée ou livrée" } },
    });
    expect((await failure(apiClient.put('/orders/x/cancel'))).message).toBe(
      "Impossible d'annuler une commande expédiée ou livrée",
    );
  });

  it.each([
    [403, 'FORBIDDEN', "Vous n'avez pas accès à cette ressource."],
    [404, 'NOT_FOUND', 'Ressource introuvable.'],
    [429, 'RATE_LIMITED', 'Trop de tentatives, veuillez réessayer dans une minute.'],
    [500, 'SERVER_ERROR', 'Erreur serveur. Veuillez réessayer plus tard.'],
  ])('falls back to the French default for a bare %d', async (status, code, message) => {
    answer = () => ({ status });
    expect(await failure(apiClient.get('/anything'))).toMatchObject({ status, code, message });
  });

  it('reports a timeout', async () => {
    answer = () => ({ status: 200, body: {}, delayMs: 300 });
    const error = await failure(apiClient.get('/slow', { timeout: 50 }));
    expect(error).toMatchObject({
      status: null,
      code: 'TIMEOUT',
      message: 'La requête a expiré. Veuillez réessayer.',
    });
  });

  it('reports an unreachable server as a network problem', async () => {
    const error = await failure(apiClient.get('http://127.0.0.1:9/api/produits'));
    expect(error).toMatchObject({
      status: null,
      code: 'NETWORK_ERROR',
      message: 'Problème de connexion réseau',
    });
  });

  it('gives the caller a message for any failure', () => {
    expect(getErrorMessage(new ApiError('Ressource introuvable.', 404, 'NOT_FOUND'), 'Erreur')).toBe(
      'Ressource introuvable.',
    );
    expect(getErrorMessage(new TypeError('x'), 'Erreur lors du chargement')).toBe(
      'Erreur lors du chargement',
    );
  });
});

describe('requests', () => {
  it('has a 10 s timeout and encodes Strapi parameters in bracket notation', async () => {
    expect(apiClient.defaults.timeout).toBe(10_000);
    await apiClient.get('/produits', {
      params: { filters: { category: { $eq: 'wallbox' } }, pagination: { page: 2 } },
    });
    expect(decodeURIComponent(received[0]?.url ?? '')).toBe(
      '/api/produits?filters[category][$eq]=wallbox&pagination[page]=2',
    );
  });

  it('reads a Strapi page, checking and normalising each entry', async () => {
    answer = () => ({
      status: 200,
      body: {
        data: [{ id: 1, title: 'A' }],
        meta: { pagination: { page: 1, pageSize: 10, pageCount: 1, total: 1 } },
      },
    });
    const page = await getPage(
      '/articles',
      z.object({ id: z.number(), title: z.string() }),
      (raw) => raw.title,
    );
    expect(page).toEqual({ items: ['A'], pagination: { page: 1, pageSize: 10, pageCount: 1, total: 1 } });
  });

  it('refuses a response of the wrong shape', async () => {
    answer = () => ({ status: 200, body: { data: 'nope' } });
    const error = await failure(getPage('/articles', z.object({ id: z.number() }), (raw) => raw.id));
    expect(error.code).toBe('INVALID_RESPONSE');
  });
});
