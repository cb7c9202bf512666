import { useEffect } from 'react';

/**
 * Each region of the frame hydrates on its own (its own Suspense boundary), the page's region
 * often last, once its code has arrived. The page responds when every region has hydrated: then
 * <html data-interactive> is set (end-to-end tests and the benchmark wait for this mark).
 */
const REGIONS = ['frame', 'header', 'page', 'footer'] as const;
type Region = (typeof REGIONS)[number];

const hydratedRegions = new Set<Region>();

export function RegionHydrated({ region }: { region: Region }) {
  useEffect(() => {
    hydratedRegions.add(region);
    if (hydratedRegions.size === REGIONS.length) document.documentElement.dataset.interactive = 'true';
  }, [region]);
  return null;
}
