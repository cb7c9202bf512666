import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, useSession } from '@chargemaroc/shared/stores/session';

/** Guards a protected route: a signed-out visitor is sent to /connexion. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useSession(selectIsAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/connexion" state={{ from: location }} replace />;
  return children;
}
