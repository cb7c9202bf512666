/** The checkout form: its values, its checks (the shared Moroccan rules) and the order it becomes. */
import type { CartItem, CartState } from '@chargemaroc/shared/contracts/cart';
import {
  DELIVERY_TIMES,
  type CreateOrderInput,
  type DeliveryTime,
  type InstallationPhoto,
  type PaymentMethod,
} from '@chargemaroc/shared/contracts/order';
import type { User } from '@chargemaroc/shared/contracts/user';
import type { ShippingMethodId } from '@chargemaroc/shared/domain/pricing';
import { validateCheckout, type CheckoutErrors } from '@chargemaroc/shared/domain/validation-ma';
import { messages } from '@chargemaroc/shared/messages';

export interface CheckoutValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  addressLine2: string;
  city: string;
  region: string;
  postalCode: string;
  preferredTime: DeliveryTime;
  notes: string;
  paymentMethod: PaymentMethod;
}

export type CheckoutField = keyof CheckoutValues;

export const EMPTY_CHECKOUT: CheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  addressLine2: '',
  city: '',
  region: '',
  postalCode: '',
  preferredTime: 'none',
  notes: '',
  paymentMethod: 'cash',
};

/** A fresh form filled with what the account already knows. */
export function valuesFromUser(user: User | null): CheckoutValues {
  if (!user) return { ...EMPTY_CHECKOUT };
  return {
    ...EMPTY_CHECKOUT,
    firstName: user.prenom,
    lastName: user.nom,
    email: user.email,
    phone: user.phone,
    address: user.address,
    city: user.city,
    postalCode: user.postalCode,
  };
}

/** Keeps only known fields of the right type (a draft read back from the browser is untrusted). */
export function readValues(raw: unknown): CheckoutValues | null {
  if (!raw || typeof raw !== 'object') return null;
  const source = raw as Record<string, unknown>;
  const values = { ...EMPTY_CHECKOUT };
  for (const key of Object.keys(EMPTY_CHECKOUT) as CheckoutField[]) {
    const value = source[key];
    if (typeof value === 'string') (values as Record<string, string>)[key] = value.slice(0, 1000);
  }
  if (!(DELIVERY_TIMES as readonly string[]).includes(values.preferredTime)) values.preferredTime = 'none';
  if (values.paymentMethod !== 'cmi') values.paymentMethod = 'cash';
  return values;
}

export interface CheckoutCheck {
  errors: CheckoutErrors;
  /** The form-level message: empty cart first, then 'correct the errors'; null when all is well. */
  summary: string | null;
}

export function checkCheckout(values: CheckoutValues, cartLines: number): CheckoutCheck {
  const errors = validateCheckout(values);
  if (cartLines === 0) return { errors, summary: messages.checkout.emptyCart };
  return { errors, summary: Object.keys(errors).length > 0 ? messages.checkout.fixErrors : null };
}

function lineOf(item: CartItem, photo: InstallationPhoto | undefined): CreateOrderInput['items'][number] {
  const service = item.installationService;
  const line: CreateOrderInput['items'][number] = { productId: item.id, quantity: item.quantity };
  if (service.wanted) {
    // The server prices the installation from the estimate's answers; the city alone still prices it.
    const inputs = service.inputs ?? (service.estimate?.city ? { city: service.estimate.city } : {});
    line.installation = photo ? { wanted: true, inputs, photoId: photo.id } : { wanted: true, inputs };
  }
  return line;
}

/** POST /api/orders' data: what was chosen, never an amount (the server prices everything). */
export function buildOrderInput(
  values: CheckoutValues,
  cart: Pick<CartState, 'items' | 'couponCode'> & { photos?: Record<string, InstallationPhoto> },
  shippingMethod: ShippingMethodId,
): CreateOrderInput {
  const trim = (value: string) => value.trim();
  return {
    items: cart.items
      .filter((item) => item.price !== null)
      .map((item) => lineOf(item, cart.photos?.[item.id])),
    couponCode: cart.couponCode,
    shippingMethod,
    paymentMethod: values.paymentMethod,
    customerInfo: {
      firstName: trim(values.firstName),
      lastName: trim(values.lastName),
      email: trim(values.email),
      phone: trim(values.phone),
    },
    shippingAddress: {
      address: trim(values.address),
      addressLine2: trim(values.addressLine2),
      city: trim(values.city),
      region: values.region,
      postalCode: trim(values.postalCode),
      country: messages.common.country,
    },
    deliveryInfo: { notes: trim(values.notes), preferredTime: values.preferredTime },
  };
}
