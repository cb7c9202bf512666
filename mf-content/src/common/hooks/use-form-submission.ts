import { useState } from 'react';
import type { Delivery } from '@chargemaroc/shared/api/outbox';
import { messages } from '@chargemaroc/shared/messages';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { submissionError } from '../api/forms';

export type FormOutcome = { status: 'idle' | 'sending' } | { status: 'success' | 'error'; message: string };

interface Options<T> {
  /** The spec's rule: a French message when the form cannot be sent, else null. */
  validate: (values: T) => string | null;
  /** 'kept': sent offline, kept on the device until the connection returns (the shopper was told). */
  send: (values: T) => Promise<Delivery | void>;
  success: string;
  failure: string;
  /** Called after a success (the form resets). */
  onSuccess?: () => void;
}

/** A form's lifecycle (spec: loading, success or error; success resets the form and shows a toast). */
export function useFormSubmission<T>({ validate, send, success, failure, onSuccess }: Options<T>) {
  const [outcome, setOutcome] = useState<FormOutcome>({ status: 'idle' });
  const submit = async (values: T) => {
    const problem = validate(values);
    if (problem) {
      setOutcome({ status: 'error', message: problem });
      return;
    }
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
    }
  };
  return { outcome, submit, sending: outcome.status === 'sending' };
}
