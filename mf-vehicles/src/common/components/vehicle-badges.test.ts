import { describe, expect, it } from 'vitest';
import { vehicleBadges } from './vehicle-badges';

describe('vehicle badges', () => {
  it('say "Nouveau" once for a new vehicle whose status is Nouveau', () => {
    const labels = vehicleBadges({ isNew: true, discount: 0, status: 'Nouveau', category: 'SUV' }).map(
      (badge) => badge.label,
    );
    expect(labels).toEqual(['Nouveau', 'SUV']);
  });

  it('keep the spec’s order: Nouveau, discount, status, category', () => {
    const labels = vehicleBadges({
      isNew: true,
      discount: 12,
      status: 'Disponible',
      category: 'Berline',
    }).map((badge) => badge.label);
    expect(labels).toEqual(['Nouveau', '-12 %', 'Disponible', 'Berline']);
  });
});
