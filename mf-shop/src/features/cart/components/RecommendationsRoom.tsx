import { Suspense, type ReactNode } from 'react';
import { Box } from '@chargemaroc/shared/ui/layout';

/** 'Recommandé pour vous' under a filled cart shows one row of this many cards. */
export const CART_RECOMMENDATIONS = 4;

/**
 * The room of the heading and four cards in 1, 2 and 4 columns (measured in Chromium at 360, 480,
 * 768, 1024 and 1280 px in the cart's width: 2113, 1323, 1081, 681 and 649 px), reserved from the
 * server's first paint: a cart drawn later, its recommendations later still, move nothing below.
 */
const ROOM = {
  mt: { base: 10, md: 14 },
  minH: { base: '2120px', sm: '1330px', md: '1090px', lg: '690px', xl: '660px' },
} as const;

/** The recommendations' reserved box under the cart (empty in the cart's skeleton). */
export function RecommendationsRoom({ children }: { children?: ReactNode }) {
  return (
    <Box {...ROOM}>
      {/* its code loads on its own, without taking the cart back to its skeleton */}
      <Suspense fallback={null}>{children}</Suspense>
    </Box>
  );
}
