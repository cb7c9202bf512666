import { isRouteErrorResponse, type LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { resetStores, signInAs } from '../features/testing/fixtures';
import { guardLoader, safeReturnPath, signInUrl } from './auth-guard';

const args = (url: string) =>
  ({ request: new Request(url), params: {}, context: undefined }) as LoaderFunctionArgs;

afterEach(resetStores);

describe('the guard of protected pages', () => {
  it('sends a signed-out visitor to sign in, with the way back', async () => {
    let thrown: unknown;
    try {
      await guardLoader(() => 'commandes')(args('http://site.test/commandes?page=2'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown instanceof Response && thrown.status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/connexion?retour=%2Fcommandes%3Fpage%3D2');
    expect(isRouteErrorResponse(thrown)).toBe(false);
  });

  it("runs the page's own loader for a signed-in visitor", async () => {
    signInAs();
    expect(sessionStore.getState().jwt).not.toBeNull();
    expect(await guardLoader(() => 'commandes')(args('http://site.test/commandes'))).toBe('commandes');
  });

  it('follows only paths of this site after sign-in', () => {
    expect(signInUrl(new Request('http://site.test/checkout'))).toBe('/connexion?retour=%2Fcheckout');
    expect(safeReturnPath('/checkout')).toBe('/checkout');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });

  it('refuses the paths a browser reads as another host: backslashes, tabs and line breaks', () => {
    for (const value of [
      '/\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\\\evil.example',
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
    expect(safeReturnPath('/checkout?etape=2#livraison')).toBe('/checkout?etape=2#livraison');
    expect(safeReturnPath('/%5Cevil.example')).toBe('/%5Cevil.example');
  });
});
