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
import { errorsOn, useFormErrors } from './use-form-errors';
import { authLabels } from './labels';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = authLabels.forgotPassword;

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const errors = useFormErrors<'email'>();
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (errors.refused(form, validateResetRequest(email), (message) => errorsOn(['email'], message))) return;
    setSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      errors.fail(form, getErrorMessage(failure, messages.auth.resetRequestError));
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
        <form method="post" onSubmit={handleSubmit} noValidate>
          <Stack gap="4">
            <TextField
              label={labels.email}
              name="email"
              type="email"
              value={email}
              onChange={setEmail}
              autoComplete="email"
              error={errors.fieldErrors.email}
              required
            />
            <FormErrorAlert message={errors.failure} />
            <SubmitButton submitting={submitting} labels={labels} />
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
