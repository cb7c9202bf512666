import { useEffect } from 'react';
import { replayEarlyEvents } from '../early/early-events';
import { replayTypedFields } from '../early/early-forms';
import { markInteractive } from '../early/page-interactive';
import { MAIN_CONTENT_ID } from '../features/layout/SkipLink';

/**
 * Each region of the frame hydrates on its own (its own Suspense boundary), the page's region
 * often last, once its code has arrived. The page responds when every region has hydrated
 * (markInteractive).
 */
const REGIONS = ['frame', 'header', 'page', 'footer'] as const;
type Region = (typeof REGIONS)[number];

const hydratedRegions = new Set<Region>();

/** Where each region's fields are in the page (the frame's own are its regions'). */
const regionElement: Record<Region, () => Element | null> = {
  frame: () => null,
  header: () => document.querySelector('#root header'),
  page: () => document.getElementById(MAIN_CONTENT_ID),
  footer: () => document.querySelector('#root footer'),
};

export function RegionHydrated({ region }: { region: Region }) {
  useEffect(() => {
    // before anything renders the region again: what was typed in it before is then the page's
    const element = regionElement[region]();
    if (element) replayTypedFields(element);
    // then what was tapped, ticked or chosen there, once, in order
    if (region !== 'frame') void replayEarlyEvents(region);
    hydratedRegions.add(region);
    if (hydratedRegions.size === REGIONS.length) markInteractive();
  }, [region]);
  return null;
}
