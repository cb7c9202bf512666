import { Alert, Box, Button } from '@chargemaroc/shared/ui/layout';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { errorLabels } from './labels';

/** Takes the place of a remote that failed to load or threw, inside the page frame. */
export function RemoteErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Alert.Root status="error" role="alert" alignItems="flex-start" flexWrap="wrap" gap="3">
        <Alert.Indicator />
        <Alert.Content flex="1" minW="12rem">
          <Alert.Title>{errorLabels.remoteFailed}</Alert.Title>
          <Alert.Description>{errorLabels.remoteFailedHint}</Alert.Description>
        </Alert.Content>
        <Button size="sm" colorPalette="red" variant="solid" onClick={onRetry}>
          {messages.common.retry}
        </Button>
      </Alert.Root>
    </Box>
  );
}
