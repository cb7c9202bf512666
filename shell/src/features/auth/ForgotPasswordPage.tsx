import { useState, type FormEvent } from 'react';
import { Alert, Stack } from '@chargemaroc/shared/ui/layout';
import { SubmitButton } from './SubmitButton';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { validateResetRequest } from '@chargemaroc/shared/domain/forms';
import { requestPasswordReset } from './api/auth';
import { AuthCard } from './AuthCard';
import { FormErrorAlert } from './FormErrorAlert';
import { RouterTextLink } from './RouterTextLink';
import { TextField } from './TextField';
import { authLabels } from './labels';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = authLabels.forgotPassword;

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateResetRequest(email);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      setError(getErrorMessage(failure, messages.auth.resetRequestError));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title={labels.title}
      intro={sent ? undefined : labels.intro}
      footer={<RouterTextLink to={paths.login.href()}>{labels.backToLogin}</RouterTextLink>}
    >
      {sent ? (
        // Same wording whether or not an account exists, so the form cannot be used to probe addresses.
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{labels.sent}</Alert.Description>
        </Alert.Root>
      ) : (
        <>
          <FormErrorAlert message={error} />
          <form method="post" onSubmit={handleSubmit} noValidate>
            <Stack gap="4">
              <TextField
                label={labels.email}
                name="email"
                type="email"
                value={email}
                onChange={setEmail}
                autoComplete="email"
                invalid={error !== null}
                required
              />
              <SubmitButton submitting={submitting} labels={labels} />
            </Stack>
          </form>
        </>
      )}
    </AuthCard>
  );
}
