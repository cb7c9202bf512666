import type { HTMLInputTypeAttribute } from 'react';
import { Field, Input } from '@chargemaroc/shared/ui/fields';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  helperText?: string;
  invalid?: boolean;
}

/** A labelled input; forms validate in JavaScript so the messages stay in French. */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  required = false,
  helperText,
  invalid = false,
}: TextFieldProps) {
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        borderColor={invalid ? 'border.error' : 'gray.500'}
      />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
