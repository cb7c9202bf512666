import { formatNumber } from '@chargemaroc/shared/format';

/**
 * An axis's tick labels with the precision of its ticks ('2,5 kW', '7,5 kW', '10 kW'): a rounded
 * label would name a line it is not ('3 kW' on the 2.5 kW line).
 */
export function tickLabels(ticks: readonly number[], unit: string): string[] {
  return ticks.map((tick) => `${formatNumber(tick, 2)} ${unit}`);
}
