import { Alert } from '@chargemaroc/shared/ui/layout';

/** The server's refusal, in red just above the submit button (brought into view by revealFirstError). */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
