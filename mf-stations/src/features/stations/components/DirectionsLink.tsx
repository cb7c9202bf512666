import type { ReactNode } from 'react';
import { Link } from '@chargemaroc/shared/ui/layout';
import type { Station } from '@chargemaroc/shared/contracts/station';
import { directionsUrl } from '../model/station-links';

/** The way to a station in a map service, opened in a new tab. */
export function DirectionsLink({
  station,
  children,
  'aria-label': ariaLabel,
}: {
  station: Pick<Station, 'latitude' | 'longitude'>;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <Link
      href={directionsUrl(station)}
      target="_blank"
      rel="noopener noreferrer"
      colorPalette="charge"
      fontWeight="semibold"
      aria-label={ariaLabel}
    >
      {children}
    </Link>
  );
}
