/** Card payment through CMI's hosted page: the CMS signs the form; the browser only carries it. */
import { apiClient } from '@chargemaroc/shared/api';
import { parseOrder, type Order } from '@chargemaroc/shared/contracts/order';

export interface GatewayForm {
  /** The gateway's address (from the CMS's configuration). */
  action: string;
  /** Every field to post, HASH included, signed on the server with the store key. */
  fields: Record<string, string>;
}

/** How the CMS takes card payments: a real gateway, the demo's test gateway, or none. */
export type PaymentMode = 'live' | 'test' | 'off';

export async function fetchPaymentMode(): Promise<PaymentMode> {
  const response = await apiClient.get<{ data: { mode: unknown } }>('/payments/cmi/mode');
  const mode = response.data.data.mode;
  if (mode !== 'live' && mode !== 'test' && mode !== 'off') throw new Error('invalid payment mode');
  return mode;
}

export async function requestGatewayForm(orderId: string): Promise<GatewayForm> {
  const response = await apiClient.post<{ data: GatewayForm }>('/payments/cmi/checkout', {
    data: { orderId },
  });
  const { action, fields } = response.data.data;
  if (typeof action !== 'string' || !fields || typeof fields !== 'object')
    throw new Error('invalid gateway form');
  return { action, fields };
}

/** Posts the signed fields to the gateway: the browser leaves for the hosted payment page. */
export function postToGateway({ action, fields }: GatewayForm, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}

export async function fetchOrder(orderId: string): Promise<Order> {
  const response = await apiClient.get<{ data: unknown }>(`/orders/${encodeURIComponent(orderId)}`);
  return parseOrder(response.data.data);
}
