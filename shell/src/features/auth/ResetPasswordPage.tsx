import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Stack } from '@chargemaroc/shared/ui/layout';
import { SubmitButton } from './SubmitButton';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { MIN_PASSWORD_LENGTH } from '@chargemaroc/shared/domain/validation-ma';
import { resetPassword } from './api/auth';
import { AuthCard } from './AuthCard';
import { FormErrorAlert } from './FormErrorAlert';
import { RouterTextLink } from './RouterTextLink';
import { TextField } from './TextField';
import { blankFields, errorsOn, useFormErrors, type FieldErrors } from './use-form-errors';
import { authLabels } from './labels';
import type { WelcomeState } from './welcome-state';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = authLabels.resetPassword;

function validateNewPassword(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return messages.auth.fillAllFields;
  if (password.length < MIN_PASSWORD_LENGTH) return messages.auth.passwordTooShort;
  if (password !== confirmation) return messages.auth.passwordsMismatch;
  return null;
}

type ResetField = 'password' | 'confirmation';

/** The fields the rule's message is about. */
function resetErrors(values: Record<ResetField, string>, message: string): FieldErrors<ResetField> {
  if (message === messages.auth.fillAllFields) return errorsOn(blankFields(values), message);
  return errorsOn([message === messages.auth.passwordsMismatch ? 'confirmation' : 'password'], message);
}

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const errors = useFormErrors<ResetField>();
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const problem = validateNewPassword(password, confirmation);
    if (errors.refused(form, problem, (message) => resetErrors({ password, confirmation }, message))) return;
    setSubmitting(true);
    try {
      const session = await resetPassword({ code, password, passwordConfirmation: confirmation });
      sessionStore.getState().signIn(session);
      const state: WelcomeState = { from: 'reset' };
      navigate(paths.welcome.href(), { state });
    } catch (failure) {
      errors.fail(form, getErrorMessage(failure, messages.auth.resetError));
      setSubmitting(false);
    }
  }

  if (!code) {
    return (
      <AuthCard title={labels.title}>
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>{labels.missingCode}</Alert.Description>
          </Alert.Root>
          <RouterTextLink to={paths.forgotPassword.href()}>{labels.requestNewLink}</RouterTextLink>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={labels.title} intro={labels.intro}>
      <form method="post" onSubmit={handleSubmit} noValidate>
        <Stack gap="4">
          <TextField
            label={labels.password}
            name="password"
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            helperText={authLabels.register.passwordHint}
            error={errors.fieldErrors.password}
            required
          />
          <TextField
            label={labels.confirmPassword}
            name="passwordConfirmation"
            type="password"
            value={confirmation}
            onChange={setConfirmation}
            autoComplete="new-password"
            error={errors.fieldErrors.confirmation}
            required
          />
          <FormErrorAlert message={errors.failure} />
          <SubmitButton submitting={submitting} labels={labels} />
        </Stack>
      </form>
    </AuthCard>
  );
}
