import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { loadOne, throwIfBeyondLastPage } from './route-errors';

function redirectOf(run: () => void): { status: number; location: string | null } | null {
  try {
    run();
    return null;
  } catch (thrown) {
    const response = thrown as Response;
    return { status: response.status, location: response.headers.get('Location') };
  }
}

describe('a page past the last', () => {
  it('goes to the last page, the filters kept', () => {
    expect(
      redirectOf(() => throwIfBeyondLastPage('http://shop.test/boutique?category=wallbox&page=99', 99, 3)),
    ).toEqual({ status: 302, location: '/boutique?category=wallbox&page=3' });
  });

  it('drops the page when the list has one page', () => {
    expect(
      redirectOf(() => throwIfBeyondLastPage('http://shop.test/vehicules-electriques?page=7', 7, 1)),
    ).toEqual({
      status: 302,
      location: '/vehicules-electriques',
    });
  });

  it('lets an existing page and an empty list be', () => {
    expect(redirectOf(() => throwIfBeyondLastPage('http://shop.test/boutique?page=3', 3, 3))).toBeNull();
    expect(
      redirectOf(() => throwIfBeyondLastPage('http://shop.test/boutique?q=zzz&page=2', 2, 0)),
    ).toBeNull();
  });
});

describe("a page's one subject", () => {
  const statusOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (thrown: { init?: { status?: number }; data?: unknown }) => ({
        status: thrown.init?.status,
        data: thrown.data,
      }),
    );

  it('is what the load finds', async () => {
    await expect(
      loadOne(
        async () => ({ id: 'p1' }),
        () => 'Erreur',
      ),
    ).resolves.toEqual({ id: 'p1' });
  });

  it('answers 404 when the load finds nothing', async () => {
    expect(
      await statusOf(
        loadOne(
          async () => null,
          () => 'Erreur',
        ),
      ),
    ).toEqual({ status: 404, data: null });
  });

  it('answers 504 when the API timed out', async () => {
    const timeout = new ApiError('Délai dépassé', null, 'TIMEOUT');
    expect(
      await statusOf(
        loadOne(
          () => Promise.reject(timeout),
          () => 'Trop long',
        ),
      ),
    ).toEqual({
      status: 504,
      data: { message: 'Trop long' },
    });
  });

  it("answers 502 with the section's message for the API's error", async () => {
    const failure = new ApiError('Serveur indisponible', 503, 'SERVER_ERROR');
    const loaded = loadOne(
      () => Promise.reject(failure),
      (error) => `Impossible de charger : ${(error as Error).message}`,
    );
    expect(await statusOf(loaded)).toEqual({
      status: 502,
      data: { message: 'Impossible de charger : Serveur indisponible' },
    });
  });
});
