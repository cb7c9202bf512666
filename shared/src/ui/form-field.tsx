import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { Field, Input } from './fields';
import { NativeSelect } from './native-select';
import { Textarea } from './textarea';

interface FrameProps {
  label: string;
  required?: boolean;
  /** The field's refusal, shown beneath it and describing it (aria-describedby through Field). */
  error?: string;
  /** A hint beneath the field, while it is not in error. */
  hint?: string;
}

interface ValueProps {
  name?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A field's frame: its label (marked when required), the control, its hint or its refusal. */
export function LabelledField({
  label,
  required = false,
  error,
  hint,
  after,
  children,
}: FrameProps & { children: ReactNode; after?: ReactNode }) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
      {after}
    </Field.Root>
  );
}

export interface TextFieldProps extends FrameProps, Omit<ValueProps, 'onChange'> {
  /** Left out for a read-only field. */
  onChange?: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  readOnly?: boolean;
  placeholder?: string;
  /** The earliest value of a date field. */
  min?: string;
  /** A text of several lines, this many high. */
  rows?: number;
  maxLength?: number;
  /** What follows the field inside its frame (a link that says how to change it). */
  children?: ReactNode;
}

/**
 * A labelled text field of the design system; the rules are checked on submit, in French, and the
 * refusal is shown beneath.
 */
export function TextField({
  label,
  required,
  error,
  hint,
  onChange,
  type = 'text',
  rows,
  min,
  children,
  ...control
}: TextFieldProps) {
  return (
    <LabelledField label={label} required={required} error={error} hint={hint} after={children}>
      {rows ? (
        <Textarea {...control} rows={rows} onChange={(event) => onChange?.(event.target.value)} />
      ) : (
        <Input {...control} type={type} min={min} onChange={(event) => onChange?.(event.target.value)} />
      )}
    </LabelledField>
  );
}

export interface SelectFieldProps<Value extends string> extends FrameProps {
  name?: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly { value: Value; label: string }[];
  /** A first, empty choice that says what to choose. */
  placeholder?: string;
}

/** A labelled native select of the design system; it hands back one of its options' values. */
export function SelectField<Value extends string = string>({
  label,
  required,
  error,
  hint,
  name,
  value,
  onChange,
  options,
  placeholder,
}: SelectFieldProps<Value>) {
  return (
    <LabelledField label={label} required={required} error={error} hint={hint}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value as Value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}
