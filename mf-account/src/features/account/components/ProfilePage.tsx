import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLoaderData, useRouteError } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Heading,
  Link,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chargemaroc/shared/ui/layout';
import { revealFirstError } from '@chargemaroc/shared/ui/fields';
import { TextField } from '@chargemaroc/shared/ui/form-field';
import { getErrorMessage } from '@chargemaroc/shared/api';
import type { User } from '@chargemaroc/shared/contracts/user';
import {
  MIN_PASSWORD_LENGTH,
  validateProfileFields,
  type ProfileErrors,
} from '@chargemaroc/shared/domain/validation-ma';
import { formatDateLong } from '@chargemaroc/shared/format';
import { messages } from '@chargemaroc/shared/messages';
import { loadFailureMessage } from '@chargemaroc/shared/routing/route-errors';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { accountLabels } from '../../../labels';
import { changePassword, updateProfile } from '../api/profile';
import { AccountLayout } from './AccountLayout';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = accountLabels.profile;
export const MESSAGE_MS = 3000;

type Notice = { status: 'success' | 'error'; text: string } | null;

/**
 * A success shown for 3 seconds (spec §8 'Auth'); an error stays until the next try, beside the
 * button and focused (it would otherwise vanish under the keyboard's focus).
 */
function useTimedNotice(): [Notice, (notice: Notice) => void] {
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    if (notice?.status !== 'success') return;
    const timer = setTimeout(() => setNotice(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice];
}

function NoticeAlert({ notice, testId }: { notice: Notice; testId: string }) {
  if (!notice) return null;
  return (
    <Alert.Root
      status={notice.status}
      role={notice.status === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <Alert.Indicator />
      <Alert.Title>{notice.text}</Alert.Title>
    </Alert.Root>
  );
}

function PersonalInfo({ user }: { user: User }) {
  const [form, setForm] = useState({
    prenom: user.prenom,
    nom: user.nom,
    phone: user.phone,
    address: user.address,
  });
  const [notice, setNotice] = useTimedNotice();
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  // the first field in error is brought into view and focused, its message beside it
  useEffect(() => {
    if (Object.keys(errors).length > 0) revealFirstError(formRef.current);
  }, [errors]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfileFields({
      firstName: form.prenom,
      lastName: form.nom,
      email: user.email,
      phone: form.phone,
      address: form.address,
    });
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const updated = await updateProfile(form);
      sessionStore.getState().updateUser(updated);
      setNotice({ status: 'success', text: messages.auth.profileUpdatedLong });
    } catch (error) {
      // the CMS says why (a value it refuses), else the spec's message
      setNotice({ status: 'error', text: getErrorMessage(error, messages.auth.profileUpdateError) });
      revealFirstError(formRef.current);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby="profile-personal"
      borderWidth="1px"
      rounded="lg"
      p={{ base: 3, md: 5 }}
    >
      <Heading as="h2" id="profile-personal" size="md" mb="4">
        {labels.personal}
      </Heading>
      <chakra.form ref={formRef} method="post" onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              label={labels.firstName}
              value={form.prenom}
              onChange={set('prenom')}
              required
              autoComplete="given-name"
              error={errors.firstName}
            />
            <TextField
              label={labels.lastName}
              value={form.nom}
              onChange={set('nom')}
              required
              autoComplete="family-name"
              error={errors.lastName}
            />
            <TextField label={labels.email} value={user.email} type="email" readOnly hint={labels.emailHint}>
              {/* changed by the customer service for now: decision 025 */}
              <Link asChild fontSize="sm" color="charge.700">
                <RouterLink to={paths.contact.href()}>{labels.emailChangeLink}</RouterLink>
              </Link>
            </TextField>
            <TextField
              label={labels.phone}
              value={form.phone}
              onChange={set('phone')}
              type="tel"
              autoComplete="tel"
              hint={labels.phoneHint}
              error={errors.phone}
            />
          </SimpleGrid>
          <TextField
            label={labels.address}
            value={form.address}
            onChange={set('address')}
            autoComplete="street-address"
            error={errors.address}
          />
          <NoticeAlert notice={notice} testId="profile-notice" />
          <Box>
            <Button type="submit" loading={busy}>
              {messages.common.save}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Box>
  );
}

function AccountInfo({ user }: { user: User }) {
  const rows: [string, string, string][] = [
    [labels.memberSince, user.createdAt ? formatDateLong(user.createdAt) : '—', 'member-since'],
    [labels.status, messages.auth.memberStatusActive, 'account-status'],
    [labels.accountType, user.accountType || messages.auth.defaultAccountType, 'account-type'],
  ];
  return (
    <Box as="section" aria-labelledby="profile-account" borderWidth="1px" rounded="lg" p={{ base: 3, md: 5 }}>
      <Heading as="h2" id="profile-account" size="md" mb="4">
        {labels.account}
      </Heading>
      <Stack as="dl" gap="2">
        {rows.map(([label, value, testId]) => (
          <Box key={testId} display="flex" justifyContent="space-between" gap="3" flexWrap="wrap">
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontWeight="medium" data-testid={testId}>
              {value}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

export function checkPasswordChange(form: { current: string; next: string; confirm: string }): string | null {
  if (!form.current) return labels.currentRequired;
  if (form.next.length < MIN_PASSWORD_LENGTH) return messages.auth.newPasswordTooShort;
  if (form.next !== form.confirm) return messages.auth.passwordsMismatch;
  return null;
}

type PasswordField = 'current' | 'next' | 'confirm';

/** The field the password change rule's message is about. */
function passwordFieldOf(problem: string): PasswordField {
  if (problem === labels.currentRequired) return 'current';
  return problem === messages.auth.passwordsMismatch ? 'confirm' : 'next';
}

function PasswordChange() {
  const empty = { current: '', next: '', confirm: '' };
  const [form, setForm] = useState(empty);
  const [notice, setNotice] = useTimedNotice();
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: PasswordField) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const problem = checkPasswordChange(form);
    setErrors(problem ? { [passwordFieldOf(problem)]: problem } : {});
    setNotice(null);
    if (problem) {
      revealFirstError(element);
      return;
    }
    setBusy(true);
    try {
      const session = await changePassword({ currentPassword: form.current, password: form.next });
      sessionStore.getState().signIn(session);
      setForm(empty);
      setNotice({ status: 'success', text: labels.passwordChanged });
    } catch (error) {
      setNotice({ status: 'error', text: getErrorMessage(error, messages.auth.passwordChangeError) });
      revealFirstError(element);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby="profile-security"
      borderWidth="1px"
      rounded="lg"
      p={{ base: 3, md: 5 }}
    >
      <Heading as="h2" id="profile-security" size="md" mb="4">
        {labels.security}
      </Heading>
      <chakra.form method="post" onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <TextField
            label={labels.currentPassword}
            value={form.current}
            onChange={set('current')}
            type="password"
            autoComplete="current-password"
            error={errors.current}
          />
          <TextField
            label={labels.newPassword}
            value={form.next}
            onChange={set('next')}
            type="password"
            autoComplete="new-password"
            error={errors.next}
          />
          <TextField
            label={labels.confirmPassword}
            value={form.confirm}
            onChange={set('confirm')}
            type="password"
            autoComplete="new-password"
            error={errors.confirm}
          />
          <NoticeAlert notice={notice} testId="password-notice" />
          <Box>
            <Button type="submit" variant="outline" loading={busy}>
              {labels.changePassword}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Box>
  );
}

export function ProfilePage() {
  const { user } = useLoaderData<{ user: User }>();
  return (
    <AccountLayout title={labels.title}>
      <Stack gap="5">
        <PersonalInfo user={user} />
        <AccountInfo user={user} />
        <PasswordChange />
      </Stack>
    </AccountLayout>
  );
}

export function ProfileLoadError() {
  const error = useRouteError();
  return (
    <AccountLayout title={labels.title}>
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{loadFailureMessage(error, messages.auth.profileUpdateError)}</Alert.Title>
      </Alert.Root>
    </AccountLayout>
  );
}
