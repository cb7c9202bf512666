// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { putOrderBehind } from './gateway-return';

describe('putOrderBehind', () => {
  it("makes Back from the payment's result an ordinary navigation to the order, never to the gateway", () => {
    window.history.replaceState({ usr: null, key: 'pay', idx: 4 }, '', '/payment');
    const length = window.history.length;
    putOrderBehind('CM-20261127-ABC123');
    expect(window.location.pathname).toBe('/payment');
    expect(window.history.state).toEqual({ usr: null, key: 'pay', idx: 5 });
    expect(window.history.length).toBe(length + 1);
    return new Promise<void>((resolve) => {
      window.addEventListener(
        'popstate',
        () => {
          expect(window.location.pathname).toBe('/commande/CM-20261127-ABC123');
          expect(window.history.state).toMatchObject({ idx: 4 });
          resolve();
        },
        { once: true },
      );
      window.history.back();
    });
  });
});
