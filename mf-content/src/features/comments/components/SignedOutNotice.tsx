import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Alert, Link } from '@chargemaroc/shared/ui/layout';
import { commentLabels } from '../labels';
import { paths } from '@chargemaroc/shared/routing/paths';

/** The sign-in link comes back here (the article or product) once signed in, as the stations' does. */
export function signInHref(location: { pathname: string; search: string }): string {
  return paths.login.href({ retour: `${location.pathname}${location.search}` });
}

export function SignedOutNotice() {
  const location = useLocation();
  return (
    <Alert.Root status="info" data-testid="comments-signed-out">
      <Alert.Indicator />
      <Alert.Description>
        {commentLabels.signedOut}{' '}
        <Link asChild fontWeight="semibold" colorPalette="charge">
          <RouterLink to={signInHref(location)}>{commentLabels.signInLink}</RouterLink>
        </Link>
      </Alert.Description>
    </Alert.Root>
  );
}
