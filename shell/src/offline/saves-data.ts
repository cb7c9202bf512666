/** The visitor asked to save data (Save-Data, 'lite mode'): nothing is fetched ahead of need. */
export const savesData = (): boolean =>
  Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
