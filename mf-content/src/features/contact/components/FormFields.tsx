import type { ReactNode } from 'react';
import { Field, Input } from '@chargemaroc/shared/ui/fields';
import { Textarea } from '@chargemaroc/shared/ui/textarea';
import { contentLabels } from '../../../labels';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  autoComplete?: string;
  multiline?: boolean;
  /** The refusal's message, shown beneath while the field is in error. */
  error?: string;
}

/** A field's frame: its label, marked when the field is required. */
export function LabelledField({
  label,
  required,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A labelled text field; required ones are marked, the rule itself is checked on submit (spec messages). */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  required,
  autoComplete,
  multiline,
  error,
}: TextFieldProps) {
  return (
    <LabelledField label={label} required={required} error={error}>
      {multiline ? (
        <Textarea name={name} value={value} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input
          name={name}
          type={type}
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </LabelledField>
  );
}

interface PersonValues {
  name: string;
  email: string;
  phone: string;
}

/** Name, e-mail and phone, in that order: the start of the contact and quote forms. */
export function PersonFields({
  values,
  set,
  errorFor = () => undefined,
}: {
  values: PersonValues;
  set: (name: keyof PersonValues) => (value: string) => void;
  errorFor?: (name: keyof PersonValues) => string | undefined;
}) {
  const labels = contentLabels.contact;
  return (
    <>
      <TextField
        label={labels.name}
        name="name"
        value={values.name}
        onChange={set('name')}
        required
        autoComplete="name"
        error={errorFor('name')}
      />
      <TextField
        label={labels.email}
        name="email"
        type="email"
        value={values.email}
        onChange={set('email')}
        required
        autoComplete="email"
        error={errorFor('email')}
      />
      <TextField
        label={labels.phone}
        name="phone"
        type="tel"
        value={values.phone}
        onChange={set('phone')}
        autoComplete="tel"
        error={errorFor('phone')}
      />
    </>
  );
}
