import { postForm, type Delivery } from '@chargemaroc/shared/api/outbox';

/** The address's check, with the request: the footer's first load carries neither. */
export { validateNewsletter } from '@chargemaroc/shared/domain/forms';

/** A refused or failed sign-up's French message (the CMS's reason, else the form's). */
export { submissionError } from '@chargemaroc/shared/api';

/** POST /api/newsletters — one subscription per address; offline, kept until the connection returns. */
export function subscribeToNewsletter(email: string): Promise<Delivery> {
  return postForm('/newsletters', { data: { email } }, 'newsletter');
}
