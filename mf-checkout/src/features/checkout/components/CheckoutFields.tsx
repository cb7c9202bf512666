import type { ReactNode } from 'react';
import { Field, Input } from '@chargemaroc/shared/ui/fields';
import { Textarea } from '@chargemaroc/shared/ui/textarea';
import { NativeSelect } from '@chargemaroc/shared/ui/native-select';

interface FieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  hint?: string;
  onChange(value: string): void;
}

/** A labelled text field whose error is announced with it (aria-describedby through Field). */
export function TextField({
  name,
  label,
  value,
  error,
  required = false,
  hint,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  readOnly = false,
}: FieldProps & {
  readOnly?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function SelectField({
  name,
  label,
  value,
  error,
  required = false,
  onChange,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function TextAreaField({ name, label, value, onChange }: Omit<FieldProps, 'error' | 'required'>) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Textarea
        name={name}
        value={value}
        rows={3}
        maxLength={1000}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field.Root>
  );
}
