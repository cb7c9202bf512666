import { describe, expect, it } from 'vitest';
import {
  COUPONS,
  FREE_SHIPPING_THRESHOLD,
  checkCouponCode,
  discountPercent,
  estimatedDeliveryDate,
  isOrderable,
  priceCart,
  priceLine,
  SHIPPING_METHODS,
} from './pricing';

describe('priceCart', () => {
  it('charges 20 % VAT on the subtotal and adds standard shipping below the free threshold', () => {
    const totals = priceCart({ items: [{ unitPrice: 100, quantity: 2 }], shippingMethod: 'standard' });
    expect(totals).toMatchObject({
      subtotal: 200,
      tax: 40,
      shipping: 50,
      discount: 0,
      total: 290,
      coupon: null,
    });
  });

  it('makes standard shipping free from 500 MAD of subtotal, not just below', () => {
    expect(priceCart({ items: [{ unitPrice: 499.99, quantity: 1 }] }).shipping).toBe(50);
    expect(priceCart({ items: [{ unitPrice: FREE_SHIPPING_THRESHOLD, quantity: 1 }] }).shipping).toBe(0);
  });

  it('charges express 100 MAD whatever the subtotal, and pickup nothing', () => {
    expect(priceCart({ items: [{ unitPrice: 2000, quantity: 1 }], shippingMethod: 'express' }).shipping).toBe(
      100,
    );
    expect(priceCart({ items: [{ unitPrice: 20, quantity: 1 }], shippingMethod: 'pickup' }).shipping).toBe(0);
  });

  it('charges no shipping on an empty cart', () => {
    expect(priceCart({ items: [] })).toMatchObject({ subtotal: 0, shipping: 0, total: 0 });
  });

  it('takes 5 % off an item with installation and adds the installation cost to the taxed subtotal', () => {
    const totals = priceCart({
      items: [{ unitPrice: 10000, quantity: 1, installation: { wanted: true, cost: 1500 } }],
    });
    expect(totals.installationSavings).toBe(500);
    expect(totals.installationTotal).toBe(1500);
    expect(totals.subtotal).toBe(9500 + 1500);
    expect(totals.tax).toBe(2200);
    expect(totals.total).toBe(11000 + 2200);
  });

  // Spec §9: "5% off the item price. Its cost is added to the subtotal": every unit of the line is
  // 5 % off, and the line's one estimate is added once. Two 319 000 MAD stations with a minimum
  // 1 200 MAD installation are thus 31 900 − 1 200 = 30 700 MAD cheaper before tax, as spec'd.
  it('takes 5 % off every unit of an installed line and adds its one estimate once', () => {
    const totals = priceCart({
      items: [{ unitPrice: 319000, quantity: 2, installation: { wanted: true, cost: 1200 } }],
    });
    expect(totals.installationSavings).toBe(31900);
    expect(totals.installationTotal).toBe(1200);
    expect(638000 - totals.subtotal).toBe(30700);
  });

  it('ignores an installation that is not wanted', () => {
    const totals = priceCart({
      items: [{ unitPrice: 1000, quantity: 1, installation: { wanted: false, cost: 1500 } }],
    });
    expect(totals).toMatchObject({ subtotal: 1000, installationTotal: 0, installationSavings: 0 });
  });

  it.each([
    ['WELCOME10', 100],
    ['EV20', 200],
    ['INSTALL5', 50],
    ['SAVE50', 50],
  ])('applies %s on a 1000 MAD subtotal as %d MAD off', (code, discount) => {
    const totals = priceCart({ items: [{ unitPrice: 1000, quantity: 1 }], couponCode: code });
    expect(totals.discount).toBe(discount);
    expect(totals.coupon).toEqual({ code, discount });
    expect(totals.total).toBe(1000 + 200 + 0 - discount);
  });

  it('matches coupon codes whatever their case and spacing', () => {
    expect(priceCart({ items: [{ unitPrice: 1000, quantity: 1 }], couponCode: '  ev20 ' }).coupon).toEqual({
      code: 'EV20',
      discount: 200,
    });
  });

  it('never discounts more than the subtotal with the fixed coupon', () => {
    expect(priceCart({ items: [{ unitPrice: 30, quantity: 1 }], couponCode: 'SAVE50' }).discount).toBe(30);
  });

  it('ignores unknown coupons', () => {
    expect(priceCart({ items: [{ unitPrice: 1000, quantity: 1 }], couponCode: 'FREE' }).coupon).toBeNull();
  });

  it('counts items sold on quotation (no price) as zero', () => {
    const totals = priceCart({
      items: [
        { unitPrice: null, quantity: 3 },
        { unitPrice: 100, quantity: 1 },
      ],
    });
    expect(totals.subtotal).toBe(100);
  });

  it('rounds every amount to the centime', () => {
    const totals = priceCart({ items: [{ unitPrice: 33.33, quantity: 3 }], couponCode: 'WELCOME10' });
    expect(totals.subtotal).toBe(99.99);
    expect(totals.tax).toBe(20);
    expect(totals.discount).toBe(10);
    expect(totals.total).toBe(159.99);
  });
});

describe('coupons and shipping methods', () => {
  it('knows exactly the four coupons of the spec', () => {
    expect(Object.keys(COUPONS).sort()).toEqual(['EV20', 'INSTALL5', 'SAVE50', 'WELCOME10']);
  });

  it('explains an empty or unknown code in French', () => {
    expect(checkCouponCode('  ')).toEqual({ ok: false, message: 'Veuillez entrer un code promo' });
    expect(checkCouponCode('NOPE')).toEqual({ ok: false, message: 'Code promo invalide' });
    expect(checkCouponCode('welcome10')).toEqual({ ok: true, code: 'WELCOME10' });
  });

  it('labels the three methods in French', () => {
    expect(SHIPPING_METHODS.standard).toMatchObject({
      label: 'Livraison Standard',
      cost: 50,
      delay: '5-7 jours',
    });
    expect(SHIPPING_METHODS.express).toMatchObject({
      label: 'Livraison Express',
      cost: 100,
      delay: '2-3 jours',
    });
    expect(SHIPPING_METHODS.pickup).toMatchObject({ label: 'Retrait en magasin', cost: 0 });
  });

  it('adds a day for the remote southern regions', () => {
    const from = new Date('2026-03-01T10:00:00Z');
    expect(estimatedDeliveryDate(from, 'express').toISOString().slice(0, 10)).toBe('2026-03-04');
    expect(estimatedDeliveryDate(from, 'express', 'Dakhla-Oued Ed-Dahab').toISOString().slice(0, 10)).toBe(
      '2026-03-05',
    );
  });
});

describe('isOrderable and discountPercent', () => {
  it('refuses products without a price or sold out', () => {
    expect(isOrderable({ price: null })).toBe(false);
    expect(isOrderable({ price: 100, stock: 0 })).toBe(false);
    expect(isOrderable({ price: 100, stock: null })).toBe(true);
  });

  it('rounds the discount badge and shows none without a higher original price', () => {
    expect(discountPercent(750, 1000)).toBe(25);
    expect(discountPercent(666, 1000)).toBe(33);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(null, 1000)).toBe(0);
  });
});

describe('priceLine', () => {
  it('gives each line its share of the subtotal: the 5 % installation saving shown, the lines adding up', () => {
    const items = [
      { unitPrice: 6499.9, quantity: 3, installation: { wanted: true, cost: 1800 } },
      { unitPrice: 1199.5, quantity: 1 },
      { unitPrice: null, quantity: 2 },
    ];
    const [wallbox, cable, quoted] = items.map(priceLine);
    expect(wallbox).toEqual({
      gross: 19499.7,
      installationSaving: 974.99,
      installationCost: 1800,
      total: 20324.71,
    });
    expect(cable).toEqual({ gross: 1199.5, installationSaving: 0, installationCost: 0, total: 1199.5 });
    expect(quoted?.total).toBe(0);
    const sum = [wallbox, cable, quoted].reduce((total, line) => total + (line?.total ?? 0), 0);
    expect(Math.round(sum * 100) / 100).toBe(priceCart({ items }).subtotal);
  });
});
