import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SimpleGrid, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { SubmitButton } from './SubmitButton';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { validateRegistration } from '@chargemaroc/shared/domain/validation-ma';
import { buildUsername } from '@chargemaroc/shared/contracts/user';
import { registerAccount, saveProfileDetails, type ProfileDetails } from './api/auth';
import { AuthCard } from './AuthCard';
import { FormErrorAlert } from './FormErrorAlert';
import {
  emptyRegistration,
  registrationFieldsOf,
  type RegistrationField,
  type RegistrationValues,
} from './registration-form';
import { RouterTextLink } from './RouterTextLink';
import { TermsCheckbox } from './TermsCheckbox';
import { TextField } from './TextField';
import { errorsOn, useFormErrors } from './use-form-errors';
import { authLabels } from './labels';
import type { WelcomeState } from './welcome-state';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = authLabels.register;

/** The profile fields go in a second call; if it fails, the account created by the first is kept. */
async function saveProfileOrKeepAccount(details: ProfileDetails) {
  try {
    sessionStore.getState().updateUser(await saveProfileDetails(details));
  } catch {
    // The account exists and the session is open: the profile can be completed later.
  }
}

export function RegisterPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const errors = useFormErrors<RegistrationField>();
  const [submitting, setSubmitting] = useState(false);
  const errorOf = (field: RegistrationField) => errors.fieldErrors[field];

  const setField =
    <Field extends keyof RegistrationValues>(field: Field) =>
    (value: RegistrationValues[Field]) =>
      setValues((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const problem = validateRegistration(values);
    if (errors.refused(form, problem, (message) => errorsOn(registrationFieldsOf(values, message), message)))
      return;
    setSubmitting(true);
    const details: ProfileDetails = {
      prenom: values.prenom.trim(),
      nom: values.nom.trim(),
      phone: values.phone.trim(),
      address: values.address.trim(),
    };
    try {
      const account = await registerAccount({
        username: buildUsername(details.prenom, details.nom),
        email: values.email.trim(),
        password: values.password,
      });
      if (!account.jwt) {
        // The account waits for its e-mail confirmation: there is no session to open yet.
        notify({ type: 'success', title: messages.auth.registerSuccess });
        navigate(paths.login.href());
        return;
      }
      // Signed in first, so that the profile call carries the new account's token.
      sessionStore.getState().signIn({ jwt: account.jwt, user: account.user });
      await saveProfileOrKeepAccount(details);
      notify({ type: 'success', title: messages.auth.registerWelcome });
      const state: WelcomeState = { from: 'register' };
      navigate(paths.welcome.href(), { state });
    } catch (failure) {
      const message = getErrorMessage(failure, messages.auth.registerErrorLong);
      errors.fail(form, message);
      notify({ type: 'error', title: message });
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title={labels.title}
      intro={labels.intro}
      width="xl"
      footer={
        <Text>
          {labels.hasAccount} <RouterTextLink to={paths.login.href()}>{labels.signIn}</RouterTextLink>
        </Text>
      }
    >
      <form method="post" onSubmit={handleSubmit} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              label={labels.prenom}
              name="prenom"
              value={values.prenom}
              onChange={setField('prenom')}
              autoComplete="given-name"
              error={errorOf('prenom')}
              required
            />
            <TextField
              label={labels.nom}
              name="nom"
              value={values.nom}
              onChange={setField('nom')}
              autoComplete="family-name"
              error={errorOf('nom')}
              required
            />
          </SimpleGrid>
          <TextField
            label={labels.email}
            name="email"
            type="email"
            value={values.email}
            onChange={setField('email')}
            autoComplete="email"
            error={errorOf('email')}
            required
          />
          <TextField
            label={labels.phone}
            name="phone"
            type="tel"
            value={values.phone}
            onChange={setField('phone')}
            autoComplete="tel"
            helperText={labels.phoneHint}
            error={errorOf('phone')}
          />
          <TextField
            label={labels.address}
            name="address"
            value={values.address}
            onChange={setField('address')}
            autoComplete="street-address"
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              label={labels.password}
              name="password"
              type="password"
              value={values.password}
              onChange={setField('password')}
              autoComplete="new-password"
              helperText={labels.passwordHint}
              error={errorOf('password')}
              required
            />
            <TextField
              label={labels.confirmPassword}
              name="confirmPassword"
              type="password"
              value={values.confirmPassword}
              onChange={setField('confirmPassword')}
              autoComplete="new-password"
              error={errorOf('confirmPassword')}
              required
            />
          </SimpleGrid>
          <TermsCheckbox
            checked={values.acceptTerms}
            onChange={setField('acceptTerms')}
            error={errorOf('acceptTerms')}
          />
          <FormErrorAlert message={errors.failure} />
          <SubmitButton submitting={submitting} labels={labels} />
        </Stack>
      </form>
    </AuthCard>
  );
}
