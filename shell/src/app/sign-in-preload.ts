import { selectIsAuthenticated, sessionStore } from '@chargemaroc/shared/stores/session';
import { savesData } from '../offline/saves-data';

/**
 * A signed-out visitor's heart, 'Mon compte' or 'Procéder au paiement' opens the sign-in page: its
 * code (≈ 3 KB) is fetched ahead (once the page responds or at the visitor's first tap, whichever
 * comes first), so that page opens without a round trip after the tap (not for a signed-in
 * visitor, nor with Save-Data).
 */
export function preloadSignInPage(load: () => Promise<unknown>): void {
  if (selectIsAuthenticated(sessionStore.getState()) || savesData()) return;
  void load().catch(() => undefined);
}
