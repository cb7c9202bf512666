import { useEffect, useId, useState, type FormEvent } from 'react';
import { Alert, Button, Heading, SimpleGrid, Stack } from '@chargemaroc/shared/ui/layout';
import { revealFirstError } from '@chargemaroc/shared/ui/fields';
import { TextField } from '@chargemaroc/shared/ui/form-field';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { validateTestDrive, type TestDriveErrors } from '@chargemaroc/shared/domain/forms';
import { messages } from '@chargemaroc/shared/messages';
import { vehicleLabels } from '../../../labels';
import { sendTestDriveRequest } from '../api/test-drive';

const labels = vehicleLabels.detail;
/** Spec: the success message shows for 4 s. */
export const SUCCESS_MS = 4000;

const EMPTY = { name: '', email: '', phone: '', city: '', preferredDate: '', message: '' };
type Values = typeof EMPTY;

function todayIso(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'Demander un essai': the request is checked here, then stored in the CMS. */
export function TestDriveForm({ vehicleId, onDone }: { vehicleId: string; onDone?: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<TestDriveErrors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'kept' | 'failed'>('idle');
  const [failure, setFailure] = useState('');
  const id = useId();

  useEffect(() => {
    if (status !== 'sent' && status !== 'kept') return undefined;
    const timer = setTimeout(() => {
      setStatus('idle');
      onDone?.();
    }, SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status, onDone]);

  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateTestDrive(values, todayIso());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      revealFirstError(form);
      return;
    }
    setStatus('sending');
    try {
      const delivery = await sendTestDriveRequest({ vehicleId, ...values });
      setValues(EMPTY);
      setStatus(delivery);
    } catch (error) {
      setFailure(getErrorMessage(error, labels.testDriveError));
      setStatus('failed');
      revealFirstError(form);
    }
  };

  const field = (
    name: keyof Values,
    label: string,
    options: {
      type?: string;
      required?: boolean;
      autoComplete?: string;
      rows?: number;
      maxLength?: number;
    } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      type={options.type}
      required={options.required}
      autoComplete={options.autoComplete}
      value={values[name]}
      onChange={set(name)}
      rows={options.rows}
      maxLength={options.maxLength}
      min={options.type === 'date' ? todayIso() : undefined}
      error={name in errors ? errors[name as keyof TestDriveErrors] : undefined}
    />
  );

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <Heading as="h2" size="md" id={`${id}-title`}>
          {labels.testDriveTitle}
        </Heading>
        <div role="status" aria-live="polite">
          {status === 'sent' && (
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Title>{messages.vehicles.testDriveSuccess}</Alert.Title>
            </Alert.Root>
          )}
          {status === 'kept' && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{messages.offline.keptInForm}</Alert.Title>
            </Alert.Root>
          )}
        </div>
        {status === 'failed' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {field('name', labels.name, { required: true, autoComplete: 'name' })}
          {field('email', labels.email, { type: 'email', required: true, autoComplete: 'email' })}
          {field('phone', labels.phone, { type: 'tel', required: true, autoComplete: 'tel' })}
          {field('city', labels.city, { autoComplete: 'address-level2' })}
          {field('preferredDate', labels.preferredDate, { type: 'date' })}
        </SimpleGrid>
        {field('message', labels.message, { rows: 3, maxLength: 2000 })}
        <Button type="submit" loading={status === 'sending'} loadingText={labels.sending} alignSelf="start">
          {labels.send}
        </Button>
      </form>
    </Stack>
  );
}
