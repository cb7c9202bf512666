import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus } from '@chargemaroc/shared/bus';

const SIGN_IN_PAGES = ['/connexion', '/inscription', '/mot-de-passe-oublie', '/reinitialiser-mot-de-passe'];

/** Any 401 from the API has already cleared the session: send the user to sign in. */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(
    () =>
      bus.on('session:unauthorized', () => {
        if (!SIGN_IN_PAGES.includes(window.location.pathname)) {
          navigate('/connexion', { replace: true, state: { from: pathname } });
        }
      }),
    [navigate, pathname],
  );
  return null;
}
