/**
 * A labelled text field of native elements in the look of Chakra's Field and Input (their recipes, read
 * from the system), for the frame's own forms: the footer's sign-up on every page and the account
 * screens, and the frame of the sections' fields (`./form-field.tsx`). Chakra's Field runs on Ark's
 * field machinery: ids, ARIA, and per field a layout effect that looks for its texts and re-renders
 * the field at once, with a DOM observer kept on it. Here the label, the descriptions and the control
 * are wired by hand.
 */
import { createContext, useContext, useId, useMemo } from 'react';
import { chakra, useRecipe, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';

interface FieldState {
  inputId: string;
  helperId: string;
  errorId: string;
  required: boolean;
  invalid: boolean;
  hasHelper: boolean;
  styles: ReturnType<ReturnType<typeof useSlotRecipe>>;
}

const FieldContext = createContext<FieldState | null>(null);

function useField(part: string): FieldState {
  const field = useContext(FieldContext);
  if (!field) throw new Error(`NativeField.${part} belongs inside NativeField.Root`);
  return field;
}

interface RootProps extends HTMLChakraProps<'div'> {
  required?: boolean;
  invalid?: boolean;
  /** Whether a NativeField.HelperText describes the input (its id goes into aria-describedby). */
  hasHelper?: boolean;
}

function Root({ required = false, invalid = false, hasHelper = false, children, ...rest }: RootProps) {
  const id = useId();
  const fieldRecipe = useSlotRecipe({ key: 'field' });
  // per field, not per keystroke: the recipe's styles never change
  const styles = useMemo(() => fieldRecipe({}), [fieldRecipe]);
  const state: FieldState = {
    inputId: `${id}-input`,
    helperId: `${id}-helper`,
    errorId: `${id}-error`,
    required,
    invalid,
    hasHelper,
    styles,
  };
  return (
    <FieldContext.Provider value={state}>
      <chakra.div
        className="chakra-field__root"
        data-invalid={invalid || undefined}
        data-required={required || undefined}
        css={styles.root}
        {...rest}
      >
        {children}
      </chakra.div>
    </FieldContext.Provider>
  );
}

function Label({ children, ...rest }: HTMLChakraProps<'label'>) {
  const field = useField('Label');
  return (
    <chakra.label className="chakra-field__label" htmlFor={field.inputId} css={field.styles.label} {...rest}>
      {children}
    </chakra.label>
  );
}

function RequiredIndicator() {
  const field = useField('RequiredIndicator');
  if (!field.required) return null;
  return (
    <chakra.span aria-hidden="true" css={field.styles.requiredIndicator}>
      *
    </chakra.span>
  );
}

function HelperText({ children, ...rest }: HTMLChakraProps<'div'>) {
  const field = useField('HelperText');
  return (
    <chakra.div id={field.helperId} css={field.styles.helperText} {...rest}>
      {children}
    </chakra.div>
  );
}

/** Shown only while the field is invalid, and announced when it appears. */
function ErrorText({ children, ...rest }: HTMLChakraProps<'div'>) {
  const field = useField('ErrorText');
  if (!field.invalid) return null;
  return (
    <chakra.div id={field.errorId} aria-live="polite" css={field.styles.errorText} {...rest}>
      {children}
    </chakra.div>
  );
}

export const NativeField = { Root, Label, RequiredIndicator, HelperText, ErrorText };

export interface FieldControlProps {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'data-invalid': true | undefined;
}

/** What the field's control carries: the id its label names, its state, the texts that describe it. */
export function useNativeFieldControl(): FieldControlProps {
  const field = useField('control');
  const describedBy = [field.hasHelper && field.helperId, field.invalid && field.errorId].filter(Boolean);
  return {
    id: field.inputId,
    required: field.required,
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
    'data-invalid': field.invalid || undefined,
  };
}

interface NativeInputProps extends Omit<HTMLChakraProps<'input'>, 'size'> {
  /** The input recipe's size (its height, padding and text). */
  size?: 'sm' | 'md';
}

/** The field's input, named by its label and described by its helper and error texts. */
export function NativeInput({ size = 'md', ...props }: NativeInputProps) {
  const control = useNativeFieldControl();
  const inputRecipe = useRecipe({ key: 'input' });
  const styles = useMemo(() => inputRecipe({ size }), [inputRecipe, size]);
  return <chakra.input className="chakra-input" css={styles} {...control} {...props} />;
}
