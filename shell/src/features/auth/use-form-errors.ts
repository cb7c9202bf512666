import { useState } from 'react';
import { revealRefusal } from '../../app/reveal-refusal';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** `message` beside each of `fields`. */
export function errorsOn<Field extends string>(
  fields: readonly Field[],
  message: string,
): FieldErrors<Field> {
  return Object.fromEntries(fields.map((field) => [field, message])) as FieldErrors<Field>;
}

/** The blank ones of `values`' fields (a rule's 'fill in every field' is about them). */
export function blankFields<Field extends string>(values: Record<Field, string>): Field[] {
  return (Object.keys(values) as Field[]).filter((field) => values[field].trim() === '');
}

/**
 * A sign-in screen's refusals, as every form of the site shows them: each message beside its field,
 * a failure of the server just above the submit button, and the first of them brought into view and
 * focused (revealFirstError, through revealRefusal). What was typed stays.
 */
export function useFormErrors<Field extends string>() {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const show = (form: HTMLFormElement, errors: FieldErrors<Field>, message: string | null) => {
    setFieldErrors(errors);
    setFailure(message);
    if (message !== null || Object.keys(errors).length > 0) revealRefusal(form);
  };

  return {
    fieldErrors,
    failure,
    /**
     * A rule's answer: its message beside the fields `fieldsOf` says it is about (above the submit
     * button if none), or every message cleared when it passed. True when the form was refused.
     */
    refused(
      form: HTMLFormElement,
      message: string | null,
      fieldsOf: (message: string) => FieldErrors<Field>,
    ): boolean {
      if (message === null) {
        show(form, {}, null);
        return false;
      }
      const errors = fieldsOf(message);
      show(form, errors, Object.keys(errors).length > 0 ? null : message);
      return true;
    },
    /** The server's answer (or the spec's default), in view above the submit button. */
    fail(form: HTMLFormElement, message: string) {
      show(form, {}, message);
    },
  };
}
