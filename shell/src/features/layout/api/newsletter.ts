import { postForm, type Delivery } from '@chargemaroc/shared/api/outbox';

/** POST /api/newsletters — one subscription per address; offline, kept until the connection returns. */
export function subscribeToNewsletter(email: string): Promise<Delivery> {
  return postForm('/newsletters', { data: { email } }, 'newsletter');
}
