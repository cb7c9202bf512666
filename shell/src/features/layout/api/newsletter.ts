import { apiClient } from '@chargemaroc/shared/api';

/** POST /api/newsletters — one subscription per address. */
export async function subscribeToNewsletter(email: string): Promise<void> {
  await apiClient.post('/newsletters', { data: { email } });
}
