import { describe, expect, it } from 'vitest';
import { maxOrderQuantity, purchaseTotals } from './purchase';

describe('product page purchase', () => {
  it('allows up to the stock, never more than 10', () => {
    expect(maxOrderQuantity(3)).toBe(3);
    expect(maxOrderQuantity(25)).toBe(10);
    expect(maxOrderQuantity(null)).toBe(10);
    expect(maxOrderQuantity(0)).toBe(0);
  });

  it('takes 5 % off the item and adds the installation once with the service', () => {
    expect(purchaseTotals({ price: 8000 }, 2, { wanted: false, cost: 0 }).subtotal).toBe(16000);
    const withInstallation = purchaseTotals({ price: 8000 }, 2, { wanted: true, cost: 1800 });
    expect(withInstallation.installationSavings).toBe(800);
    expect(withInstallation.subtotal).toBe(15200 + 1800);
  });
});
