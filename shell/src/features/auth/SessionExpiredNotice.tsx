import { Alert } from '@chargemaroc/shared/ui/layout';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { authLabels } from './labels';

/** Why the visitor is asked to sign in again: the session ended (a 401), nothing typed was lost. */
export function SessionExpiredNotice({ duringCheckout }: { duringCheckout: boolean }) {
  return (
    <Alert.Root status="warning" role="status" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{messages.api.unauthorized}</Alert.Title>
        {duringCheckout && <Alert.Description>{authLabels.login.checkoutKept}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
