import { Link as RouterLink } from 'react-router-dom';
import { Alert, Link } from '@chargemaroc/shared/ui/layout';
import { commentLabels } from '../labels';

export const SIGN_IN_PATH = '/connexion';

export function SignedOutNotice() {
  return (
    <Alert.Root status="info" data-testid="comments-signed-out">
      <Alert.Indicator />
      <Alert.Description>
        {commentLabels.signedOut}{' '}
        <Link asChild fontWeight="semibold" colorPalette="charge">
          <RouterLink to={SIGN_IN_PATH}>{commentLabels.signInLink}</RouterLink>
        </Link>
      </Alert.Description>
    </Alert.Root>
  );
}
