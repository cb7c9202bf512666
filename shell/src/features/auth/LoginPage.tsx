import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Flex, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { SubmitButton } from './SubmitButton';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { validateLogin } from '@chargemaroc/shared/domain/validation-ma';
import { AuthCard } from './AuthCard';
import { FormErrorAlert } from './FormErrorAlert';
import { RouterTextLink } from './RouterTextLink';
import { TextField } from './TextField';
import { blankFields, errorsOn, useFormErrors } from './use-form-errors';
import { authLabels } from './labels';
import type { WelcomeState } from './welcome-state';
import {
  RETURN_TO_PARAM,
  SESSION_EXPIRED_REASON,
  SIGN_IN_REASON_PARAM,
  safeReturnPath,
} from '../../app/auth-guard';
import { remoteForPath } from '../../app/route-table';
import { whenInteractive } from '../../early/page-interactive';
import { SessionExpiredNotice } from './SessionExpiredNotice';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = authLabels.login;

/**
 * The sign-in request's code (the API client, the user contract): not needed to show the form, so not
 * part of the page's first load; fetched once the page responds, used when the form is sent.
 */
const loadAuthApi = () => import('./api/auth');

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // a protected page sent the visitor here: back there once signed in
  const returnTo = safeReturnPath(searchParams.get(RETURN_TO_PARAM));
  const sessionExpired = searchParams.get(SIGN_IN_REASON_PARAM) === SESSION_EXPIRED_REASON;
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const errors = useFormErrors<'identifier' | 'password'>();
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => whenInteractive(() => void loadAuthApi()), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const problem = validateLogin({ identifier, password });
    if (errors.refused(form, problem, (message) => errorsOn(blankFields({ identifier, password }), message)))
      return;
    setSubmitting(true);
    let authApi: Awaited<ReturnType<typeof loadAuthApi>> | null = null;
    try {
      authApi = await loadAuthApi();
      const session = await authApi.signInWithPassword({ identifier: identifier.trim(), password });
      sessionStore.getState().signIn(session);
      notify({ type: 'success', title: messages.auth.loginSuccess });
      const state: WelcomeState = { from: 'login' };
      if (returnTo) navigate(returnTo, { replace: true });
      else navigate(paths.welcome.href(), { state });
    } catch (failure) {
      // without the request's code (the connection dropped), the network is the reason
      errors.fail(
        form,
        authApi ? authApi.getErrorMessage(failure, messages.auth.loginError) : messages.api.network,
      );
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title={labels.title}
      intro={labels.intro}
      footer={
        <Text>
          {labels.noAccount}{' '}
          <RouterTextLink to={paths.register.href()}>{labels.createAccount}</RouterTextLink>
        </Text>
      }
    >
      {sessionExpired && (
        <SessionExpiredNotice duringCheckout={!!returnTo && remoteForPath(returnTo) === 'mf_checkout'} />
      )}
      <form method="post" onSubmit={handleSubmit} noValidate>
        <Stack gap="4">
          <TextField
            label={labels.identifier}
            name="identifier"
            value={identifier}
            onChange={setIdentifier}
            autoComplete="username"
            error={errors.fieldErrors.identifier}
            required
          />
          <TextField
            label={labels.password}
            name="password"
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            error={errors.fieldErrors.password}
            required
          />
          <Flex justify="flex-end">
            <RouterTextLink to={paths.forgotPassword.href()}>{labels.forgotPassword}</RouterTextLink>
          </Flex>
          <FormErrorAlert message={errors.failure} />
          <SubmitButton submitting={submitting} labels={labels} />
        </Stack>
      </form>
    </AuthCard>
  );
}
