/** The payment step's delivery choice: the shared shipping methods and their latest delivery date. */
import {
  SHIPPING_METHOD_IDS,
  SHIPPING_METHODS,
  estimatedDeliveryDate,
  shippingCost,
  type ShippingMethodId,
} from '@chargemaroc/shared/domain/pricing';

export interface DeliveryOption {
  id: ShippingMethodId;
  label: string;
  delay: string;
  cost: number;
  /** Latest expected delivery (one more day for the remote southern regions). */
  date: Date;
}

export function deliveryOptions(subtotal: number, region: string, from: Date): DeliveryOption[] {
  return SHIPPING_METHOD_IDS.map((id) => ({
    id,
    label: SHIPPING_METHODS[id].label,
    delay: SHIPPING_METHODS[id].delay,
    cost: shippingCost(id, subtotal),
    date: estimatedDeliveryDate(from, id, region),
  }));
}
