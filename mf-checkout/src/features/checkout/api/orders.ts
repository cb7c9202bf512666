/** The order calls of the checkout: the CMS prices, checks stock and stores; we only ask. */
import { apiClient } from '@chargemaroc/shared/api';
import {
  installationPhotoSchema,
  parseOrder,
  type CreateOrderInput,
  type InstallationPhoto,
  type Order,
} from '@chargemaroc/shared/contracts/order';

/** POST /api/orders with the idempotency key: the same key answers the same order. */
export async function placeOrder(input: CreateOrderInput, idempotencyKey: string): Promise<Order> {
  const response = await apiClient.post<{ data: unknown }>(
    '/orders',
    { data: input },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return parseOrder(response.data.data);
}

/**
 * POST /api/orders/installation-photos: the CMS checks the photo as the installation form does (a
 * real JPEG, PNG or WebP under 5 MB), keeps a clean copy as this shopper's and answers the reference
 * an order line may name.
 */
export async function uploadInstallationPhoto(photo: File): Promise<InstallationPhoto> {
  const body = new FormData();
  body.append('files.disjoncteurPhoto', photo, photo.name);
  const response = await apiClient.post<{ data: unknown }>('/orders/installation-photos', body, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return installationPhotoSchema.parse(response.data.data);
}
