/** Public form submissions to the CMS (contact, callback, quote): `POST /<collection>` with `{ data }`. */
import { apiClient, isApiError } from '@chargemaroc/shared/api';

export async function submitForm(path: string, data: Record<string, unknown>): Promise<void> {
  await apiClient.post(path, { data });
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
