/**
 * What the checkout keeps in this browser: the form's draft (nothing typed is lost on an error or a
 * reload), the order handed from /checkout to /payment, and the last confirmation. Read only after
 * hydration (never during a render the server also makes); cleared once the order is placed. The
 * installation photos are kept by the shared photo store.
 */
import { cartItemSchema, type CartItem } from '@chargemaroc/shared/contracts/cart';
import { installationPhotoSchema, type InstallationPhoto } from '@chargemaroc/shared/contracts/order';
import { isShippingMethodId, type ShippingMethodId } from '@chargemaroc/shared/domain/pricing';
import { readValues, type CheckoutValues } from './checkout-form';

export const DRAFT_KEY = 'cm.checkout.draft.v1';
export const PENDING_ORDER_KEY = 'cm.checkout.pending.v1';
export const CONFIRMATION_KEY = 'cm.checkout.confirmation.v1';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readJson(key: string): unknown {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // a full or blocked storage only loses the convenience
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing kept, nothing to clear
  }
}

export const readDraft = (): CheckoutValues | null => readValues(readJson(DRAFT_KEY));
export const saveDraft = (values: CheckoutValues): void => writeJson(DRAFT_KEY, values);
export const clearDraft = (): void => remove(DRAFT_KEY);

/** The uploaded installation photos of cart lines, by line id. */
export type LinePhotos = Record<string, InstallationPhoto>;

function parseLinePhotos(raw: unknown): LinePhotos {
  const photos: LinePhotos = {};
  if (!raw || typeof raw !== 'object') return photos;
  for (const [lineId, value] of Object.entries(raw)) {
    const parsed = installationPhotoSchema.safeParse(value);
    if (parsed.success) photos[lineId] = parsed.data;
  }
  return photos;
}

/** The order as reviewed on /checkout, carried to /payment. */
export interface PendingOrder {
  values: CheckoutValues;
  items: CartItem[];
  /** The installation photo of each line that has one. */
  photos: LinePhotos;
  couponCode: string | null;
  shippingMethod: ShippingMethodId;
  /** One per reviewed order: a retry or a double click places it once. */
  idempotencyKey: string;
}

const KEY_PATTERN = /^[\w.:-]{8,100}$/;

export function readPendingOrder(): PendingOrder | null {
  const raw = readJson(PENDING_ORDER_KEY) as Partial<Record<keyof PendingOrder, unknown>> | null;
  if (!raw || typeof raw !== 'object' || !Array.isArray(raw.items) || raw.items.length === 0) return null;
  const items: CartItem[] = [];
  for (const item of raw.items) {
    const parsed = cartItemSchema.safeParse(item);
    if (!parsed.success) return null;
    items.push(parsed.data);
  }
  const values = readValues(raw.values);
  const key = raw.idempotencyKey;
  if (!values || typeof key !== 'string' || !KEY_PATTERN.test(key)) return null;
  return {
    values,
    items,
    photos: parseLinePhotos(raw.photos),
    couponCode: typeof raw.couponCode === 'string' ? raw.couponCode : null,
    shippingMethod: isShippingMethodId(raw.shippingMethod) ? raw.shippingMethod : 'standard',
    idempotencyKey: key,
  };
}

export const savePendingOrder = (order: PendingOrder): void => writeJson(PENDING_ORDER_KEY, order);
export const clearPendingOrder = (): void => remove(PENDING_ORDER_KEY);

/** What the success step shows, kept so a reload still shows it. */
export interface Confirmation {
  orderId: string;
  total: number;
  paymentMethod: 'cash' | 'cmi';
  transactionId: string | null;
  /** The order's own date (the server's), the one its page shows. */
  estimatedDelivery: string | null;
}

export function readConfirmation(): Confirmation | null {
  const raw = readJson(CONFIRMATION_KEY) as Partial<Record<keyof Confirmation, unknown>> | null;
  if (!raw || typeof raw.orderId !== 'string' || typeof raw.total !== 'number') return null;
  return {
    orderId: raw.orderId,
    total: raw.total,
    paymentMethod: raw.paymentMethod === 'cmi' ? 'cmi' : 'cash',
    transactionId: typeof raw.transactionId === 'string' ? raw.transactionId : null,
    estimatedDelivery: typeof raw.estimatedDelivery === 'string' ? raw.estimatedDelivery : null,
  };
}
export const saveConfirmation = (confirmation: Confirmation): void =>
  writeJson(CONFIRMATION_KEY, confirmation);
export const clearConfirmation = (): void => remove(CONFIRMATION_KEY);

/** 32 random hex characters (crypto.getRandomValues also works outside secure contexts). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `chk-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
