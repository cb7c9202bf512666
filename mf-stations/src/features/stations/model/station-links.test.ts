import { describe, expect, it } from 'vitest';
import { telHref } from './station-links';

describe('telHref', () => {
  it("makes the directory's phone numbers dialable, whatever their spacing", () => {
    expect(telHref('+212 5 22 00 00 00')).toBe('tel:+212522000000');
    expect(telHref('0522-00.00.00')).toBe('tel:0522000000');
    expect(telHref('00212 661 000 000')).toBe('tel:+212661000000');
  });

  it('gives no link for text that is not a number', () => {
    expect(telHref('voir site')).toBeNull();
    expect(telHref('')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});
