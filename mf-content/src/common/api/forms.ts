/** Public form submissions to the CMS (contact, callback, quote): `POST /<collection>` with `{ data }`. */
import { apiClient, isApiError } from '@chargemaroc/shared/api';
import { postForm, type Delivery, type OutboxKind } from '@chargemaroc/shared/api/outbox';

/** The kind each form is kept as when sent offline (see shared/src/api/outbox.ts). */
const KINDS: Record<string, OutboxKind> = {
  '/contact-messages': 'contact',
  '/callback-requests': 'callback',
  '/quote-requests': 'quote',
};

/** 'kept': sent offline, on the device until the connection returns (the shopper has been told). */
export async function submitForm(path: string, data: Record<string, unknown>): Promise<Delivery> {
  const kind = KINDS[path];
  if (kind) return postForm(path, { data }, kind);
  await apiClient.post(path, { data });
  return 'sent';
}

/**
 * What to tell the visitor when a submission fails: the CMS's own French reason when it refused the
 * content (400) or the visitor sent too many (429), else the form's spec message.
 */
export function submissionError(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.code === 'BAD_REQUEST' || error.code === 'RATE_LIMITED'))
    return error.message;
  return fallback;
}
