import { describe, expect, it } from 'vitest';
import { scrollKeyOf } from './scroll-key';

describe('scrollKeyOf', () => {
  it('keeps a position per history entry the router made', () => {
    expect(scrollKeyOf({ key: 'abc123', pathname: '/boutique', search: '' })).toBe('abc123');
  });

  it('tells loaded pages apart by their address', () => {
    const list = scrollKeyOf({ key: 'default', pathname: '/vehicules-electriques', search: '' });
    const vehicle = scrollKeyOf({ key: 'default', pathname: '/vehicule-electrique/12', search: '' });
    const filtered = scrollKeyOf({
      key: 'default',
      pathname: '/vehicules-electriques',
      search: '?marque=bmw',
    });
    expect(new Set([list, vehicle, filtered]).size).toBe(3);
  });
});
