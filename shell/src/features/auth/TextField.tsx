import type { HTMLInputTypeAttribute } from 'react';
import { NativeField, NativeInput } from '@chargemaroc/shared/ui/native-field';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  helperText?: string;
  /** The field's refusal, shown beneath it and describing it. */
  error?: string;
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
  error,
}: TextFieldProps) {
  const invalid = Boolean(error);
  return (
    <NativeField.Root required={required} invalid={invalid} hasHelper={Boolean(helperText)}>
      <NativeField.Label>
        {label}
        <NativeField.RequiredIndicator />
      </NativeField.Label>
      <NativeInput
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        borderColor={invalid ? 'border.error' : 'gray.500'}
      />
      {helperText && <NativeField.HelperText>{helperText}</NativeField.HelperText>}
      <NativeField.ErrorText color="red.700">{error}</NativeField.ErrorText>
    </NativeField.Root>
  );
}
