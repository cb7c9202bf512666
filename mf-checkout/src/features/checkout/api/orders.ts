/** The order calls of the checkout: the CMS prices, checks stock and stores; we only ask. */
import { apiClient } from '@chargemaroc/shared/api';
import { parseOrder, type CreateOrderInput, type Order } from '@chargemaroc/shared/contracts/order';

/** POST /api/orders with the idempotency key: the same key answers the same order. */
export async function placeOrder(input: CreateOrderInput, idempotencyKey: string): Promise<Order> {
  const response = await apiClient.post<{ data: unknown }>(
    '/orders',
    { data: input },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return parseOrder(response.data.data);
}
