import { useState } from 'react';
import type { Delivery } from '@chargemaroc/shared/api/outbox';
import { messages } from '@chargemaroc/shared/messages';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { revealFirstError } from '@chargemaroc/shared/ui/fields';
import { fieldsInError, type FieldRules } from '@chargemaroc/shared/domain/forms';
import { submissionError } from '../api/forms';

export type FormOutcome = { status: 'idle' | 'sending' } | { status: 'success' | 'error'; message: string };

interface Options<T, Name extends string> {
  /** The spec's rule: a French message when the form cannot be sent, else null. */
  validate: (values: T) => string | null;
  /** The fields the rule checks: a refusal is then shown beside the fields it is about. */
  fields?: FieldRules<Name>;
  /** The field values the rule reads, when `submit` is given more than them. */
  fieldValues?: (values: T) => Partial<Record<Name, string>>;
  /** 'kept': sent offline, kept on the device until the connection returns (the shopper was told). */
  send: (values: T) => Promise<Delivery | void>;
  success: string;
  failure: string;
  /** Called after a success (the form resets). */
  onSuccess?: () => void;
}

/**
 * A form's lifecycle (spec: loading, success or error; success resets the form and shows a toast).
 * A refusal is shown beside its fields and the first of them brought into view and focused; a
 * failure to send, above the submit button.
 */
export function useFormSubmission<T, Name extends string = never>({
  validate,
  fields,
  fieldValues,
  send,
  success,
  failure,
  onSuccess,
}: Options<T, Name>) {
  const [outcome, setOutcome] = useState<FormOutcome>({ status: 'idle' });
  const [refusal, setRefusal] = useState<{ fields: Name[]; message: string } | null>(null);
  /** `area`: the form, or the part of the page holding its fields. */
  const submit = async (values: T, area?: HTMLElement | null) => {
    const problem = validate(values);
    if (problem) {
      const named = fields
        ? fieldsInError(fieldValues ? fieldValues(values) : (values as Partial<Record<Name, string>>), fields)
        : [];
      setRefusal(named.length > 0 ? { fields: named, message: problem } : null);
      setOutcome(named.length > 0 ? { status: 'idle' } : { status: 'error', message: problem });
      revealFirstError(area);
      return;
    }
    setRefusal(null);
    setOutcome({ status: 'sending' });
    try {
      if ((await send(values)) === 'kept') {
        setOutcome({ status: 'success', message: messages.offline.keptInForm });
      } else {
        setOutcome({ status: 'success', message: success });
        notify({ type: 'success', title: success });
      }
      onSuccess?.();
    } catch (error) {
      const message = submissionError(error, failure);
      setOutcome({ status: 'error', message });
      notify({ type: 'error', title: message });
      revealFirstError(area);
    }
  };
  /** The message to show beside `name`, while the last refusal is about it. */
  const errorFor = (name: string): string | undefined =>
    refusal?.fields.some((field) => field === name) ? refusal.message : undefined;
  return { outcome, submit, errorFor, sending: outcome.status === 'sending' };
}
