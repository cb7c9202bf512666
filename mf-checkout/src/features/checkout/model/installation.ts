/** Which cart lines call for the installation suggestion: chargers, stations, wallboxes (spec 'Checkout'). */
const CHARGER_LIKE = /charg|station|wallbox|borne|chargeur/i;

export function needsInstallationSuggestion(item: { category: string; name?: string }): boolean {
  return CHARGER_LIKE.test(item.category);
}
