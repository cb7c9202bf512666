import { describe, expect, it } from 'vitest';
import { RECIPE_KEYS, SLOT_RECIPE_KEYS, system } from './system';
import { brandPalettes, contrastRatio } from './tokens';

describe('design system', () => {
  it('resolves the brand palettes and the system font stack', () => {
    expect(system.token('colors.charge.600')).toBe('#0B7A53');
    expect(system.token('colors.accent.600')).toBe('#B94A0F');
    expect(system.token('fonts.body')).toMatch(/^system-ui/);
  });

  it('ships the recipe of every re-exported component that has one', () => {
    expect(RECIPE_KEYS.sort()).toEqual(
      [
        'badge',
        'button',
        'checkmark',
        'container',
        'heading',
        'icon',
        'input',
        'link',
        'radiomark',
        'separator',
        'skeleton',
        'spinner',
        'textarea',
      ].sort(),
    );
    for (const key of [
      'accordion',
      'alert',
      'card',
      'dialog',
      'drawer',
      'field',
      'menu',
      'nativeSelect',
      'tabs',
      'toast',
      'tooltip',
    ]) {
      expect(SLOT_RECIPE_KEYS).toContain(key);
    }
    expect(SLOT_RECIPE_KEYS).not.toContain('carousel');
  });

  it('keeps brand text and solid fills readable (WCAG AA 4.5:1)', () => {
    for (const palette of Object.values(brandPalettes)) {
      expect(contrastRatio(palette[600], '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette[700], '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      // Subtle badges: 700 text on the 100 tint.
      expect(contrastRatio(palette[700], palette[100])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('measures contrast like WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });
});
