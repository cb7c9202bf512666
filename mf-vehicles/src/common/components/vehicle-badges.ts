/** Every badge colour a vehicle's status can take. */
export const STATUS_PALETTES = ['green', 'blue', 'orange'] as const;

/** The badge colour of a vehicle's status. */
export function statusPalette(status: string): (typeof STATUS_PALETTES)[number] {
  const value = status.toLowerCase();
  if (value.includes('nouveau')) return 'green';
  if (value.includes('disponible')) return 'blue';
  return 'orange';
}
