import type { ReactNode } from 'react';
import { Field, Input, Textarea } from '@chargemaroc/shared/ui/fields';
import { NativeSelect } from '@chargemaroc/shared/ui/forms';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  autoComplete?: string;
  multiline?: boolean;
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
}: TextFieldProps) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
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
    </Field.Root>
  );
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  children?: ReactNode;
}

export function SelectField({ label, name, value, onChange, options, required }: SelectFieldProps) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
