import { describe, expect, it, vi } from 'vitest';
import type * as zodMini from 'zod/mini';

// every zod object schema made while the modules load, or later
const objectSchemasMade = vi.hoisted(() => ({ count: 0 }));
vi.mock('zod/mini', async (importOriginal) => {
  const actual = await importOriginal<typeof zodMini>();
  const object: typeof actual.z.object = (...args) => {
    objectSchemasMade.count += 1;
    return actual.z.object(...args);
  };
  return { ...actual, z: { ...actual.z, object } };
});

describe('what the page builds while it starts', () => {
  it('the session, cart and wishlist stores start without building a schema when nothing is stored', async () => {
    // (the test set-up may have built some for its own use)
    const before = objectSchemasMade.count;
    await import('./session');
    await import('./cart');
    await import('./wishlist');
    await import('../bus/event-bus');
    expect(objectSchemasMade.count - before, 'no zod schema built by loading the stores').toBe(0);

    const { cartStateSchema } = await import('../contracts/cart');
    const stored = { items: [], couponCode: null, shippingMethod: 'standard' };
    expect(cartStateSchema.safeParse(stored).success).toBe(true);
    expect(objectSchemasMade.count - before, 'built the first time it checks something').toBeGreaterThan(0);
  });
});
