/**
 * Cart pricing: the one rule used by the cart, checkout and payment screens and by the CMS when it
 * recomputes an order. Amounts are MAD, rounded to the centime.
 */
import { coreMessages as messages } from '../messages/core.js';

export const VAT_RATE = 0.2;
export const INSTALLATION_DISCOUNT_RATE = 0.05;
export const FREE_SHIPPING_THRESHOLD = 500;

export type ShippingMethodId = 'standard' | 'express' | 'pickup';

export interface ShippingMethod {
  id: ShippingMethodId;
  label: string;
  delay: string;
  cost: number;
  /** Working days until delivery, at most. */
  maxDays: number;
}

export const SHIPPING_METHODS: Readonly<Record<ShippingMethodId, ShippingMethod>> = {
  standard: { id: 'standard', ...messages.shipping.standard, cost: 50, maxDays: 7 },
  express: { id: 'express', ...messages.shipping.express, cost: 100, maxDays: 3 },
  pickup: { id: 'pickup', ...messages.shipping.pickup, cost: 0, maxDays: 0 },
};

export const SHIPPING_METHOD_IDS = Object.keys(SHIPPING_METHODS) as ShippingMethodId[];

export function isShippingMethodId(value: unknown): value is ShippingMethodId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SHIPPING_METHODS, value);
}

export type Coupon = { kind: 'percent'; value: number } | { kind: 'fixed'; value: number };

export const COUPONS: Readonly<Record<string, Coupon>> = {
  WELCOME10: { kind: 'percent', value: 10 },
  SAVE50: { kind: 'fixed', value: 50 },
  EV20: { kind: 'percent', value: 20 },
  INSTALL5: { kind: 'percent', value: 5 },
};

export interface PricedItemInput {
  unitPrice: number | null;
  quantity: number;
  installation?: { wanted: boolean; cost: number } | null;
}

export interface PriceCartInput {
  items: readonly PricedItemInput[];
  couponCode?: string | null;
  shippingMethod?: ShippingMethodId | null;
}

export interface CartTotals {
  /** Items after the installation discount, plus installation costs. */
  subtotal: number;
  installationTotal: number;
  installationSavings: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
  coupon: { code: string; discount: number } | null;
}

export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** The canonical code of a known coupon, whatever its case; null when unknown or empty. */
export function normalizeCouponCode(code: string | null | undefined): string | null {
  const candidate = code?.trim().toUpperCase();
  return candidate && Object.prototype.hasOwnProperty.call(COUPONS, candidate) ? candidate : null;
}

export type CouponCheck = { ok: true; code: string } | { ok: false; message: string };

export function checkCouponCode(code: string | null | undefined): CouponCheck {
  if (!code?.trim()) return { ok: false, message: messages.promo.empty };
  const known = normalizeCouponCode(code);
  return known ? { ok: true, code: known } : { ok: false, message: messages.promo.invalid };
}

export function couponDiscount(code: string, subtotal: number): number {
  const coupon = COUPONS[code];
  if (!coupon || subtotal <= 0) return 0;
  const amount = coupon.kind === 'percent' ? (subtotal * coupon.value) / 100 : coupon.value;
  return roundMoney(Math.min(amount, subtotal));
}

export function shippingCost(method: ShippingMethodId, subtotal: number): number {
  if (subtotal <= 0) return 0;
  if (method === 'standard' && subtotal >= FREE_SHIPPING_THRESHOLD) return 0;
  return SHIPPING_METHODS[method].cost;
}

export interface LineAmounts {
  /** Unit price × quantity. */
  gross: number;
  /** The 5 % off the item that comes with the installation service. */
  installationSaving: number;
  installationCost: number;
  /** What the line adds to the subtotal: gross − saving + installation. */
  total: number;
}

/** One line's share of the subtotal, as `priceCart` counts it (so the lines add up to the subtotal). */
export function priceLine(item: PricedItemInput): LineAmounts {
  const gross = roundMoney((item.unitPrice ?? 0) * Math.max(0, item.quantity));
  const wanted = Boolean(item.installation?.wanted);
  // each part rounded first: what a line shows adds up to what it counts
  const installationSaving = wanted ? roundMoney(gross * INSTALLATION_DISCOUNT_RATE) : 0;
  const installationCost = wanted ? roundMoney(Math.max(0, item.installation?.cost ?? 0)) : 0;
  return {
    gross,
    installationSaving,
    installationCost,
    total: roundMoney(gross - installationSaving + installationCost),
  };
}

/** Null-priced items (sold on quotation) count for nothing. */
export function priceCart(input: PriceCartInput): CartTotals {
  let linesTotal = 0;
  let installationTotal = 0;
  let installationSavings = 0;
  for (const item of input.items) {
    const line = priceLine(item);
    linesTotal += line.total;
    installationTotal += line.installationCost;
    installationSavings += line.installationSaving;
  }
  const subtotal = roundMoney(linesTotal);
  const code = normalizeCouponCode(input.couponCode);
  const discount = code ? couponDiscount(code, subtotal) : 0;
  const tax = roundMoney(subtotal * VAT_RATE);
  const shipping = shippingCost(input.shippingMethod ?? 'standard', subtotal);
  return {
    subtotal,
    installationTotal: roundMoney(installationTotal),
    installationSavings: roundMoney(installationSavings),
    discount,
    tax,
    shipping,
    total: roundMoney(subtotal + tax + shipping - discount),
    coupon: code ? { code, discount } : null,
  };
}

/** A product can be ordered when it has a price and is not sold out. */
export function isOrderable(product: { price: number | null | undefined; stock?: number | null }): boolean {
  const hasPrice = typeof product.price === 'number' && Number.isFinite(product.price) && product.price >= 0;
  const inStock = product.stock === null || product.stock === undefined || product.stock > 0;
  return hasPrice && inStock;
}

/** The rounded discount badge ('-N%'); 0 when there is nothing to show. */
export function discountPercent(
  price: number | null | undefined,
  originalPrice: number | null | undefined,
): number {
  if (typeof price !== 'number' || typeof originalPrice !== 'number') return 0;
  if (originalPrice <= 0 || price <= 0 || price >= originalPrice) return 0;
  return Math.round((1 - price / originalPrice) * 100);
}

/** The price of a product line with the installation service, 5 % off. */
export function priceWithInstallation(unitPrice: number): number {
  return roundMoney(unitPrice * (1 - INSTALLATION_DISCOUNT_RATE));
}

export const REMOTE_DELIVERY_REGIONS: readonly string[] = ['Dakhla-Oued Ed-Dahab', 'Laâyoune-Sakia El Hamra'];

/** Latest expected delivery: the method's delay, one more day for the remote southern regions. */
export function estimatedDeliveryDate(from: Date, method: ShippingMethodId, region?: string | null): Date {
  const extra = region && REMOTE_DELIVERY_REGIONS.includes(region) && method !== 'pickup' ? 1 : 0;
  const date = new Date(from.getTime());
  date.setUTCDate(date.getUTCDate() + SHIPPING_METHODS[method].maxDays + extra);
  return date;
}
