import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, useSession } from '@chargemaroc/shared/stores/session';
import { paths } from '@chargemaroc/shared/routing/paths';

/** Guards a protected route: a signed-out visitor is sent to /connexion. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useSession(selectIsAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to={paths.login.href()} state={{ from: location }} replace />;
  return children;
}
