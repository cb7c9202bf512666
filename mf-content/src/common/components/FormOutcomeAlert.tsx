import { Alert } from '@chargemaroc/shared/ui/layout';
import type { FormOutcome } from '../hooks/use-form-submission';

/** The form's success or error message as an alert (spec: the contact state's messages are alerts). */
export function FormOutcomeAlert({ outcome }: { outcome: FormOutcome }) {
  if (outcome.status !== 'success' && outcome.status !== 'error') return null;
  return (
    <Alert.Root status={outcome.status} role={outcome.status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{outcome.message}</Alert.Title>
    </Alert.Root>
  );
}
