import { useRouteError } from 'react-router-dom';
import { Alert, Container } from '@chargemaroc/shared/ui/layout';
import { messages } from '@chargemaroc/shared/messages';
import { loadFailureMessage } from '@chargemaroc/shared/routing/route-errors';

/** The page's region when its CMS content could not be loaded: the spec's 'Erreur' alert with the message. */
export function PageLoadError({ fallback = messages.common.unexpectedError }: { fallback?: string }) {
  const error = useRouteError();
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{messages.common.error}</Alert.Title>
          <Alert.Description>{loadFailureMessage(error, fallback)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}
