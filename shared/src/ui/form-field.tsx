import type { HTMLChakraProps } from '@chakra-ui/react';
import type { ComponentProps, HTMLInputTypeAttribute, ReactNode } from 'react';
import { Input, type InputProps } from './fields';
import { NativeField, useNativeFieldControl } from './native-field';
import { NativeSelect } from './native-select';
import { Textarea } from './textarea';

interface FrameProps {
  label: string;
  required?: boolean;
  /** The field's refusal, shown beneath it and describing it (aria-describedby). */
  error?: string;
  /** A hint beneath the field, while it is not in error. */
  hint?: string;
  /** The label is read by screen readers only (a field whose purpose its row makes plain). */
  labelHidden?: boolean;
  /** The frame's place in its row (flex, width). */
  frame?: Omit<HTMLChakraProps<'div'>, 'children'>;
}

/**
 * A field's frame: its label (marked when required), the control, its hint or its refusal. Built on
 * the native field (./native-field.tsx): the control inside takes its id and description from
 * `useNativeFieldControl` (as FieldInput does).
 */
export function LabelledField({
  label,
  required = false,
  error,
  hint,
  labelHidden = false,
  frame,
  after,
  children,
}: FrameProps & { children: ReactNode; after?: ReactNode }) {
  const hintShown = Boolean(hint) && !error;
  return (
    <NativeField.Root {...frame} required={required} invalid={Boolean(error)} hasHelper={hintShown}>
      <NativeField.Label srOnly={labelHidden}>
        {label}
        <NativeField.RequiredIndicator />
      </NativeField.Label>
      {children}
      {hintShown && <NativeField.HelperText>{hint}</NativeField.HelperText>}
      <NativeField.ErrorText color="red.700">{error}</NativeField.ErrorText>
      {after}
    </NativeField.Root>
  );
}

/** An input of the design system inside a LabelledField, named by its label and described by its texts. */
export function FieldInput(props: InputProps) {
  return <Input {...useNativeFieldControl()} {...props} />;
}

function FieldTextarea(props: HTMLChakraProps<'textarea'>) {
  return <Textarea {...useNativeFieldControl()} {...props} />;
}

function FieldSelect(props: ComponentProps<typeof NativeSelect.Field>) {
  return <NativeSelect.Field {...useNativeFieldControl()} {...props} />;
}

/** A field's props: those of its frame, and those of its control. */
function splitFrame<Props extends FrameProps>({
  label,
  required,
  error,
  hint,
  labelHidden,
  frame,
  ...control
}: Props) {
  return [{ label, required, error, hint, labelHidden, frame }, control] as const;
}

export interface TextFieldProps extends FrameProps {
  name?: string;
  /** Left out for a field the browser keeps (then `defaultValue`), e.g. a form sent as a GET. */
  value?: string;
  defaultValue?: string;
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
export function TextField(props: TextFieldProps) {
  const [frameProps, { onChange, type = 'text', rows, min, children, ...control }] = splitFrame(props);
  return (
    <LabelledField {...frameProps} after={children}>
      {rows ? (
        <FieldTextarea {...control} rows={rows} onChange={(event) => onChange?.(event.target.value)} />
      ) : (
        <FieldInput {...control} type={type} min={min} onChange={(event) => onChange?.(event.target.value)} />
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
export function SelectField<Value extends string = string>(props: SelectFieldProps<Value>) {
  const [frameProps, { name, value, onChange, options, placeholder }] = splitFrame(props);
  return (
    <LabelledField {...frameProps}>
      <NativeSelect.Root>
        <FieldSelect name={name} value={value} onChange={(event) => onChange(event.target.value as Value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FieldSelect>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}
