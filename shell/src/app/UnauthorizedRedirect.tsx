import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus } from '@chargemaroc/shared/bus';
import { SESSION_EXPIRED_REASON, signInPath } from './auth-guard';
import { paths } from '@chargemaroc/shared/routing/paths';

const SIGN_IN_PAGES: readonly string[] = [
  paths.login,
  paths.register,
  paths.forgotPassword,
  paths.resetPassword,
].map((page) => page.pattern);

/**
 * Any 401 from the API has already cleared the session: send the user to sign in, told why, and
 * back to the page afterwards (a checkout keeps its cart and its typed fields meanwhile).
 */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      bus.on('session:unauthorized', () => {
        if (!SIGN_IN_PAGES.includes(pathname)) {
          navigate(signInPath(pathname + search, SESSION_EXPIRED_REASON), { replace: true });
        }
      }),
    [navigate, pathname, search],
  );
  return null;
}
