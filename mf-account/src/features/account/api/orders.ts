/** The account's order calls; the CMS answers only the caller's own orders. */
import { apiClient, type RequestConfig } from '@chargemaroc/shared/api';
import { ORDERS_PAGE_SIZE, parseOrder, type Order } from '@chargemaroc/shared/contracts/order';

export interface OrdersPage {
  orders: Order[];
  page: number;
  pageCount: number;
  total: number;
}

interface ListAnswer {
  data: unknown[];
  meta?: { pagination?: { page?: number; pageCount?: number; total?: number } };
}

export async function listOrders(
  page: number,
  config?: RequestConfig,
  pageSize = ORDERS_PAGE_SIZE,
): Promise<OrdersPage> {
  const response = await apiClient.get<ListAnswer>('/orders', { ...config, params: { page, pageSize } });
  const pagination = response.data.meta?.pagination ?? {};
  return {
    orders: (response.data.data ?? []).map(parseOrder),
    page: pagination.page ?? page,
    pageCount: pagination.pageCount ?? 1,
    total: pagination.total ?? 0,
  };
}

export async function getOrder(orderId: string, config?: RequestConfig): Promise<Order> {
  const response = await apiClient.get<{ data: unknown }>(`/orders/${encodeURIComponent(orderId)}`, config);
  return parseOrder(response.data.data);
}

export async function cancelOrder(orderId: string): Promise<Order> {
  const response = await apiClient.post<{ data: unknown }>(`/orders/${encodeURIComponent(orderId)}/cancel`);
  return parseOrder(response.data.data);
}

/** The invoice of a delivered order, as a PDF made by the CMS. */
export async function downloadInvoice(orderId: string): Promise<Blob> {
  const response = await apiClient.get<Blob>(`/orders/${encodeURIComponent(orderId)}/invoice`, {
    responseType: 'blob',
  });
  return response.data;
}
