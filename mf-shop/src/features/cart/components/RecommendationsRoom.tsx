import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '@chargemaroc/shared/data/use-near-viewport';
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

/**
 * The recommendations' reserved box under the cart (empty in the cart's skeleton). What it holds is
 * drawn, and its catalogue read, once the shopper nears it: under a cart on a phone it is a screen or
 * more down, and reading and drawing it as the page started was a long task there.
 */
export function RecommendationsRoom({ children }: { children?: ReactNode }) {
  const room = useRef<HTMLDivElement>(null);
  const near = useNearViewport(room);
  return (
    <Box ref={room} {...ROOM}>
      {/* its code loads on its own, without taking the cart back to its skeleton */}
      <Suspense fallback={null}>{near ? children : null}</Suspense>
    </Box>
  );
}
