import { Suspense, useRef, type ReactNode } from 'react';
import { Box, Spinner, type BoxProps } from '@chargemaroc/shared/ui/layout';
import { useNearViewport } from '@chargemaroc/shared/data/use-near-viewport';

export interface NearViewportSlotProps extends Omit<BoxProps, 'children'> {
  /** Accessible name of the loading state. */
  label: string;
  /** How close to the viewport the content starts loading (CSS margin). */
  nearMargin?: string;
  /** Rendered once the visitor is near; may suspend while its code or data loads. */
  children: ReactNode;
}

/**
 * A box further down the page whose content (and its code) loads only when the visitor scrolls
 * near it; a spinner holds its place on the server, before, and while it loads.
 */
export function NearViewportSlot({ label, nearMargin = '400px', children, ...box }: NearViewportSlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, nearMargin);
  const loading = (
    <Box display="flex" justifyContent="center" py="6">
      <Spinner size="sm" role="status" aria-label={label} />
    </Box>
  );
  return (
    <Box ref={ref} {...box}>
      {near ? <Suspense fallback={loading}>{children}</Suspense> : loading}
    </Box>
  );
}
