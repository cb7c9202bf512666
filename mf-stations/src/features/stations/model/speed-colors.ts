import type { StationSpeed } from '@chargemaroc/shared/contracts/station';

/** Marker and badge colour per speed band; white text on each passes WCAG AA. */
export const SPEED_COLORS: Record<StationSpeed, string> = {
  fast: '#b91c1c',
  accelerated: '#c2410c',
  normal: '#15803d',
};

export const SPEED_ORDER: readonly StationSpeed[] = ['fast', 'accelerated', 'normal'];
