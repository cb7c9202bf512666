/** The badge colour of a vehicle's status. */
export function statusPalette(status: string): string {
  const value = status.toLowerCase();
  if (value.includes('nouveau')) return 'green';
  if (value.includes('disponible')) return 'blue';
  return 'orange';
}
