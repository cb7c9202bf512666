import { describe, expect, it } from 'vitest';
import { throwIfBeyondLastPage } from './route-errors';

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
